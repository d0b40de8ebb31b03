import { useState } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { useAuthActions } from '../../auth/use-auth-actions';
import type { TermsVersion } from '@portail/common';
import { acceptTerms } from '../api/terms';
import { TermsText } from './terms-text';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The blocking terms acceptance of home and admin (spec section 4), shown by TermsGate.
 * `alert` modality: Escape and clicks outside do not close it, only Refuse or Accept do.
 */
export default function TermsDialog({ userId, terms }: { userId: string; terms: TermsVersion }) {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { logout } = useAuthActions();
  const [saving, setSaving] = useState(false);

  const handleAccept = async () => {
    setSaving(true);
    try {
      await track(acceptTerms({ userId, termVersionId: terms.id, acceptanceDate: new Date().toISOString() }));
    } catch {
      notify.error(t('alert.error.terms-accept'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('terms.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 as="p">{t('terms.intro')}</Body1>
            <TermsText terms={terms} withChanges />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={logout} disabled={saving}>
              {t('terms.refuse')}
            </Button>
            <Button appearance="primary" onClick={handleAccept} disabled={saving}>
              {t('terms.accept')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

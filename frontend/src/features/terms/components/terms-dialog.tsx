import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatDateFr } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { useAuthActions } from '../../auth/use-auth-actions';
import type { TermsVersion } from '@portail/common';
import { acceptTerms } from '../api/terms';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: {
    maxHeight: '50vh',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
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
            <Caption1>
              {t('terms.version', { version: terms.versionNumber, date: formatDateFr(terms.versionDate) })}
              {terms.changeDescription && ` — ${t('terms.changes', { changes: terms.changeDescription })}`}
            </Caption1>
            {/* Plain text on purpose: the version text is never interpreted as HTML. Focusable so it can be scrolled by keyboard. */}
            <div className={styles.text} tabIndex={0} role="document" aria-label={t('terms.title')}>
              {terms.fullText}
            </div>
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

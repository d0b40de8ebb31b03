import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../../i18n/use-t';
import { useCurrentTerms } from '../api/terms';
import { TermsText } from './terms-text';

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The terms in force, to read again once accepted (issue 30, defect 15): the same text as the blocking
 * dialog, which a user who reached the portal has accepted, closed by a button, Escape or a click outside.
 */
export default function TermsReadDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data: terms, error } = useCurrentTerms(true);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('terms.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {error ? (
              <Body1 role="alert">{t('terms.read-error')}</Body1>
            ) : !terms ? (
              <Spinner size="tiny" label={t('app.loading')} />
            ) : (
              <TermsText terms={terms} tall />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('app.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

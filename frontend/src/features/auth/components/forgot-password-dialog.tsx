import { useState, type FormEvent } from 'react';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { EMAIL_MAX } from '@portail/common';
import { TextField } from '../../../components/text-field';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { askResetPassword } from '../api/auth';
import { emailProblem } from '../validation';

export function ForgotPasswordDialog() {
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: an invalid address is reported through the snackbar, not under the field.
    if (emailProblem(email)) {
      // Also under the field: while the modal dialog is open, content outside it (the snackbar) is
      // hidden from assistive technologies.
      setError(t('rules.email-valid'));
      notify.error(t('rules.email-valid'));
      return;
    }
    setError(null);
    try {
      await track(askResetPassword(email.trim()));
      notify.success(t('alert.success.reset-email'));
      setOpen(false);
      setEmail('');
    } catch {
      notify.error(t('alert.error.reset-email'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle">{t('login.forgot-password')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={handleSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('login.forgot-title')}</DialogTitle>
            <DialogContent>
              <Body1 as="p">{t('login.forgot-text')}</Body1>
              <TextField
                label={t('login.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  setError(null);
                }}
                error={error}
                maxLength={EMAIL_MAX}
              />
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t('login.cancel')}</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit">
                {t('login.forgot-submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

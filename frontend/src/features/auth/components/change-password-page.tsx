import { useState, type FormEvent } from 'react';
import { Body1, Button, Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PASSWORD_MAX, passwordProblem, type ChangePasswordRequest } from '@portail/common';
import { Page } from '../../../components/page';
import { PasswordField } from '../../../components/text-field';
import { useLoading } from '../../../components/loading-overlay';
import { useFailureText, useLocalise, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { changePassword } from '../api/auth';
import { saveSession } from '../session-store';
import { LOGIN_PASSWORD_MAX } from '../validation';

const useStyles = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Field = keyof ChangePasswordRequest;
const EMPTY: ChangePasswordRequest = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * The signed-in user's own password change, opened from « Mon compte » in the top bar, for every role. The
 * new password follows the rules of a reset (checked here as the user types, and by the server, which also
 * refuses breached ones). On success the server ends every other session and answers a new one for this
 * tab, which the site keeps.
 */
export default function ChangePasswordPage() {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const failureText = useFailureText();
  const { track } = useLoading();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field?: Field; message: string } | null>(null);
  const [done, setDone] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setDone(false);
    if (serverError?.field === field) setServerError(null);
  };

  const policyProblem = passwordProblem(values.password);
  const fieldError = (field: Field): string | null => {
    if (serverError?.field === field) return serverError.message;
    if (!submitted) return null;
    if (field === 'currentPassword') return values.currentPassword === '' ? t('rules.required') : null;
    if (field === 'password') return policyProblem && localise(policyProblem);
    return values.confirmPassword !== values.password ? t('rules.password-confirmation') : null;
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (values.currentPassword === '' || policyProblem || values.confirmPassword !== values.password) return;
    try {
      const session = await track(changePassword(values));
      saveSession(session.token, session.user);
      setValues(EMPTY);
      setSubmitted(false);
      setDone(true);
    } catch (err) {
      const known = err instanceof ApiRequestError;
      const field = known && (['currentPassword', 'password', 'confirmPassword'] as const).find((f) => f === err.field);
      setServerError({ field: field || undefined, message: failureText(err) });
    }
  };

  return (
    <Page title={t('account.change-password')}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Body1 as="p">{t('account.password-text')}</Body1>
          {done && (
            <MessageBar intent="success">
              <MessageBarBody>{t('account.password-changed')}</MessageBarBody>
            </MessageBar>
          )}
          {serverError && !serverError.field && (
            <MessageBar intent="error">
              <MessageBarBody>{serverError.message}</MessageBarBody>
            </MessageBar>
          )}
          <PasswordField
            label={t('account.current-password')}
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
            maxLength={LOGIN_PASSWORD_MAX}
            inputMaxLength={PASSWORD_MAX}
            error={fieldError('currentPassword')}
          />
          <PasswordField
            label={t('account.new-password')}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            maxLength={LOGIN_PASSWORD_MAX}
            inputMaxLength={PASSWORD_MAX}
            error={fieldError('password')}
          />
          <PasswordField
            label={t('account.confirm-password')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            maxLength={LOGIN_PASSWORD_MAX}
            inputMaxLength={PASSWORD_MAX}
            error={fieldError('confirmPassword')}
          />
          <Button appearance="primary" type="submit">
            {t('account.password-submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}

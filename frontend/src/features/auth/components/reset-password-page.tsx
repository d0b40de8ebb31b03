import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Body1, Button, Card, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PASSWORD_MAX, passwordProblem } from '@portail/common';
import { Page } from '../../../components/page';
import { PasswordField } from '../../../components/text-field';
import { RouterLink } from '../../../components/router-link';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useLocalise, useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { resetPassword } from '../api/auth';
import { readResetLink } from '../reset-link';
import { LOGIN_PASSWORD_MAX } from '../validation';

const useStyles = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export default function ResetPasswordPage() {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = usePaths();
  const { track } = useLoading();
  const [searchParams] = useSearchParams();
  const link = readResetLink(searchParams);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);

  // The policy messages come from the shared rules so the page and the API never disagree.
  const passwordProblemText = submitted ? passwordProblem(password) : null;
  const passwordError = passwordProblemText && localise(passwordProblemText);
  const confirmationError = submitted && confirmation !== password ? t('rules.password-confirmation') : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!link || passwordProblem(password) || confirmation !== password) return;
    try {
      await track(resetPassword({ userId: link.userId, token: link.token, password, confirmPassword: confirmation }));
      notify.success(t('success.password-reset'));
      void navigate(paths.login, { replace: true });
    } catch {
      notify.error(t('errors.password-reset'));
    }
  };

  return (
    <Page title={t('reset.title')}>
      <Card className={styles.card}>
        {link ? (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <Body1 as="p">{t('reset.text')}</Body1>
            <PasswordField
              label={t('reset.password')}
              autoComplete="new-password"
              required
              value={password}
              onChange={setPassword}
              maxLength={LOGIN_PASSWORD_MAX}
              inputMaxLength={PASSWORD_MAX}
              error={passwordError}
            />
            <PasswordField
              label={t('reset.confirm')}
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={setConfirmation}
              maxLength={LOGIN_PASSWORD_MAX}
              inputMaxLength={PASSWORD_MAX}
              error={confirmationError}
            />
            <Button appearance="primary" type="submit">
              {t('reset.submit')}
            </Button>
          </form>
        ) : (
          <MessageBar intent="error">
            <MessageBarBody>{t('errors.password-reset')}</MessageBarBody>
          </MessageBar>
        )}
        <RouterLink to={paths.login}>{t('reset.back-to-login')}</RouterLink>
      </Card>
    </Page>
  );
}

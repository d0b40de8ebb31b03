import { useState, type FormEvent } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EMAIL_MAX, PASSWORD_MAX } from '@portail/common';
import { PasswordField, TextField } from '../../../components/text-field';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { login } from '../api/auth';
import { loginFailureMessage } from '../login-errors';
import { useAuthActions } from '../use-auth-actions';
import { emailProblem, LOGIN_PASSWORD_MAX, loginPasswordProblem } from '../validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function LoginForm() {
  const styles = useStyles();
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { completeSignIn } = useAuthActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const emailError = submitted ? emailProblem(email) : null;
  const passwordError = submitted ? loginPasswordProblem(password) : null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Spec: a failed check stops silently; the fields themselves show what is wrong.
    if (emailProblem(email) || loginPasswordProblem(password)) return;
    try {
      await track(login(email.trim(), password).then(completeSignIn));
    } catch (error) {
      notify.error(loginFailureMessage(error, t));
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
        // The accounts' own limit, not the spec's counter of 40: a shorter field cut long addresses and locked their owners out.
        maxLength={EMAIL_MAX}
        error={emailError && t(emailError)}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        maxLength={LOGIN_PASSWORD_MAX}
        inputMaxLength={PASSWORD_MAX}
        error={passwordError && t(passwordError)}
      />
      <Button appearance="primary" type="submit">
        {t('login.submit')}
      </Button>
    </form>
  );
}

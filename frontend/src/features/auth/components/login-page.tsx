import { useEffect } from 'react';
import { Body1, Card, Divider, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { Logo } from '../../../components/logo';
import { useT } from '../../../i18n/use-t';
import { useAppConfig } from '../../config/config-context';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { MicrosoftButton } from './microsoft-button';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  headingText: { display: 'flex', flexDirection: 'column' },
  alternatives: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export default function LoginPage() {
  const styles = useStyles();
  const t = useT();
  const { microsoft } = useAppConfig();

  useEffect(() => {
    document.title = `${t('login.title')} – ${t('app.name')}`;
  }, [t]);

  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <div className={styles.heading}>
          <Logo size={40} />
          <div className={styles.headingText}>
            <Title1 as="h1">{t('login.title')}</Title1>
            <Body1 as="p">{t('login.subtitle')}</Body1>
          </div>
        </div>
        <LoginForm />
        <div className={styles.alternatives}>
          {/* Kept outside the form: the dialog's own submit must not bubble into the sign-in form. */}
          <ForgotPasswordDialog />
          {microsoft && (
            <>
              <Divider>{t('login.or')}</Divider>
              <MicrosoftButton config={microsoft} />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}

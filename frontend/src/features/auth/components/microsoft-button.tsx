import { Button } from '@fluentui/react-components';
import type { ClientConfig } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { loginWithMicrosoft } from '../api/auth';
import { loginFailureMessage } from '../login-errors';
import { acquireMicrosoftToken } from '../microsoft';
import { useAuthActions } from '../use-auth-actions';

export function MicrosoftButton({ config }: { config: NonNullable<ClientConfig['microsoft']> }) {
  const t = useT();
  const notify = useNotify();
  const { track } = useLoading();
  const { completeSignIn } = useAuthActions();

  const handleClick = async () => {
    let entraToken: string;
    try {
      entraToken = await acquireMicrosoftToken(config);
    } catch (error) {
      // Closing the popup is a choice, not an error worth a message.
      if ((error as { errorCode?: string }).errorCode === 'user_cancelled') return;
      notify.error(t('alert.error.auth-failed'));
      return;
    }
    try {
      await track(loginWithMicrosoft(entraToken).then(completeSignIn));
    } catch (error) {
      notify.error(loginFailureMessage(error, t));
    }
  };

  return (
    <Button appearance="outline" onClick={handleClick}>
      {t('login.microsoft')}
    </Button>
  );
}

import { useMemo } from 'react';
import {
  Button,
  Toast,
  ToastTitle,
  ToastTrigger,
  Toaster,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/use-t';

const TOASTER_ID = 'app-snackbar';

/**
 * The one snackbar of the app; mount it once near the root. At most three toasts show at a time (the
 * others wait their turn), each with its close button, and the same message never stacks: a toast's id is
 * its intent and text, and Fluent ignores a toast whose id is already there.
 */
export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="bottom" pauseOnHover pauseOnWindowBlur limit={3} />;
}

export interface Notify {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const t = useT();
  return useMemo(() => {
    const show = (intent: ToastIntent, text: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <ToastTrigger>
                <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('app.close')} />
              </ToastTrigger>
            }
          >
            {text}
          </ToastTitle>
        </Toast>,
        // Errors stay longer and interrupt screen readers; confirmations do not.
        { toastId: `${intent}:${text}`, intent, timeout: intent === 'error' ? 8000 : 4000, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    return {
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
    };
  }, [dispatchToast, t]);
}

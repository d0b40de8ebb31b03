import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Toast, ToastTitle, ToastTrigger, Toaster, useThemeClassName, useToastController, type ToastIntent } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { MessageKey } from '@portail/common';
import { useFailureText, useT } from '../i18n/use-t';
import { ApiRequestError } from '../lib/api-client';

const TOASTER_ID = 'app-snackbar';

/**
 * The one snackbar of the app; mount it once near the root. At most three toasts show at a time (the
 * others wait their turn), each with its close button, and the same message never stacks: a toast's id is
 * its intent and text, and Fluent ignores a toast whose id is already there.
 */
export function AppToaster() {
  const mountNode = useNeverHiddenMountNode();
  return mountNode && <Toaster toasterId={TOASTER_ID} mountNode={mountNode} position="bottom" pauseOnHover pauseOnWindowBlur limit={3} />;
}

/*
 * A modal dialog hides the rest of the page from assistive technologies (Fluent's focus manager sets
 * aria-hidden on every other child of <body>), the toaster's portal included: a confirmation shown while a
 * dialog is open was neither announced nor found by its role (microsoft/fluentui#33396). The focus manager
 * leaves alone a top-level element that carries this attribute (react-tabster's useDangerousNeverHidden,
 * not exported by react-components), so the toasts get such an element of their own, with the theme's
 * class that a portal node would have had.
 */
const NEVER_HIDDEN = 'data-tabster-never-hide';

function useNeverHiddenMountNode(): HTMLElement | null {
  const themeClassName = useThemeClassName();
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.setAttribute(NEVER_HIDDEN, '');
    document.body.appendChild(element);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the element exists only while mounted: the toaster renders once it is in the page
    setNode(element);
    return () => element.remove();
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- a DOM element of ours, outside React's tree: its class follows the theme
    if (node) node.className = themeClassName;
  }, [node, themeClassName]);
  return node;
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

export interface FailureOptions {
  /** Shown for what is not an answer of the API (a bug, a closed popup); the server error's text otherwise. */
  fallback?: MessageKey;
  /** What failed, said first: « Erreur lors de … : <the API's reason> », or alone without an API answer. */
  prefix?: MessageKey;
}

/**
 * The one way the site reports a failed call (issue 32): a toast with the text of the API's code in the
 * reader's language (useFailureText). A form that shows a refusal under its field does that itself, with
 * useFailureText, and a 401 has already sent the reader to the sign-in page (lib/api-client.ts).
 */
export function useNotifyFailure(): (cause: unknown, options?: FailureOptions) => void {
  const notify = useNotify();
  const t = useT();
  const failureText = useFailureText();
  return useCallback(
    (cause: unknown, { fallback, prefix }: FailureOptions = {}) => {
      if (!prefix) return notify.error(failureText(cause, fallback));
      notify.error(cause instanceof ApiRequestError ? `${t(prefix)} : ${failureText(cause)}` : t(prefix));
    },
    [notify, t, failureText],
  );
}

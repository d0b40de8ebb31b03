import { lazy, Suspense, useState } from 'react';
import { Link } from '@fluentui/react-components';
import type { MessageKey } from '@portail/common';
import { useT } from '../../../i18n/use-t';

// Fetched on the click: the footer is on every page, the dialog is opened by few.
const TermsReadDialog = lazy(() => import('./terms-read-dialog'));

/** A link that opens the terms in force, to read again (the footer, the cart's sales-terms tick). */
export function TermsReadLink({ label = 'terms.read' }: { label?: MessageKey }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link as="button" type="button" onClick={() => setOpen(true)}>
        {t(label)}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <TermsReadDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

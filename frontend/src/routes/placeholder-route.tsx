import type { MessageKey } from '@portail/common';
import { PlaceholderPage } from '../components/placeholder-page';
import { useT } from '../i18n/use-t';
import { useAppConfig } from '../features/config/config-context';
import { TermsGate } from '../features/terms/components/terms-gate';

/** A route whose screen is not built yet. `withTerms` adds the acceptance dialog the admin view needs too. */
export function PlaceholderRoute({ title, withTerms = false }: { title: MessageKey; withTerms?: boolean }) {
  const t = useT();
  const { providerLabel } = useAppConfig();
  return (
    <>
      <PlaceholderPage title={t(title, { provider: providerLabel })} />
      {withTerms && <TermsGate />}
    </>
  );
}

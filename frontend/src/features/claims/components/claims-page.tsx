import { useMemo } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { CLAIM_KINDS, formatDay, type ClaimKind } from '@portail/common';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { useCustomerClaims } from '../api/claims';
import { ClaimForm, emptyDraft, type ClaimDraft } from './claim-form';
import { ClaimsList } from './claims-list';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/** The line of company orders a « Signaler une erreur » came from (its query string), or a blank form. */
function draftFrom(params: URLSearchParams): ClaimDraft {
  const draft = emptyDraft();
  const kind = params.get('type');
  if (kind && (CLAIM_KINDS as readonly string[]).includes(kind)) draft.kind = kind as ClaimKind;
  const reference = params.get('reference') ?? '';
  return {
    ...draft,
    invoiceNumber: params.get('facture') ?? '',
    orderNumber: params.get('commande') ?? '',
    reference,
    currentReference: reference,
    // The sales line's day, shown jj/mm/aaaa in its box (DateInput).
    date: formatDay((params.get('date') ?? '').slice(0, 10)),
    amount: (params.get('montant') ?? '').replace('.', ','),
    quantity: params.get('quantite') ?? '',
  };
}

export default function ClaimsPage() {
  const styles = useStyles();
  const t = useT();
  const { customer, viewingAs } = useSession();
  const [params] = useSearchParams();
  const initial = useMemo(() => draftFrom(params), [params]);
  const { data, error, mutate } = useCustomerClaims(customer?.id);

  return (
    <Page title={t('page.claims')}>
      <div className={styles.grid}>
        {/* Declaring is the customer's act: staff viewing the portal read the claims only. */}
        {!viewingAs && customer && (
          <SectionCard title={t('claims.declare-title')}>
            <ClaimForm key={params.toString()} customerId={customer.id} initial={initial} onDeclared={() => void mutate()} />
          </SectionCard>
        )}
        <SectionCard title={t('claims.list-title')}>
          {error ? <Body1 role="alert">{t('claims.load-error')}</Body1> : data ? <ClaimsList claims={data} /> : null}
        </SectionCard>
      </div>
    </Page>
  );
}

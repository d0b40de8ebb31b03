import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { Address } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { TermsReadLink } from '../../terms/components/terms-read-link';
import { billingChoices, deliveryChoices } from '../api/addresses';
import { AddressChoice } from './address-choice';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  terms: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

export interface CheckoutChoices {
  billingId: string;
  deliveryId: string;
  sameAddress: boolean;
  invoiceService: string;
  termsAccepted: boolean;
}

interface CheckoutFormProps {
  addresses: Address[];
  value: CheckoutChoices;
  onChange: (next: CheckoutChoices) => void;
}

/** Addresses, invoice service and the sales-terms tick of the cart. */
export function CheckoutForm({ addresses, value, onChange }: CheckoutFormProps) {
  const styles = useStyles();
  const t = useT();
  const set = (patch: Partial<CheckoutChoices>) => {
    const next = { ...value, ...patch };
    // The tick copies billing onto delivery, and keeps doing so while it stays ticked.
    if (next.sameAddress) next.deliveryId = next.billingId;
    onChange(next);
  };
  return (
    <SectionCard title={t('cart.addresses')}>
      <div className={styles.body}>
        <AddressChoice
          label={t('cart.billing-address')}
          addresses={billingChoices(addresses)}
          value={value.billingId}
          onChange={(id) => set({ billingId: id })}
        />
        <Checkbox checked={value.sameAddress} onChange={(_, data) => set({ sameAddress: data.checked === true })} label={t('cart.same-address')} />
        <AddressChoice
          label={t('cart.delivery-address')}
          addresses={deliveryChoices(addresses)}
          value={value.deliveryId}
          onChange={(id) => set({ deliveryId: id })}
          disabled={value.sameAddress}
        />
        <Field label={t('cart.invoice-service')} hint={t('cart.invoice-service-hint')} required>
          <Input value={value.invoiceService} maxLength={200} onChange={(_, data) => set({ invoiceService: data.value })} />
        </Field>
        {/* The link sits beside the tick, not inside its label: a click on it reads, it does not tick. */}
        <div className={styles.terms}>
          <Checkbox checked={value.termsAccepted} onChange={(_, data) => set({ termsAccepted: data.checked === true })} label={t('cart.terms')} />
          <TermsReadLink label="terms.read-sales" />
        </div>
      </div>
    </SectionCard>
  );
}

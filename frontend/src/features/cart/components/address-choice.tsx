import { Field, Select } from '@fluentui/react-components';
import type { Address } from '@portail/common';
import { useT } from '../../../i18n/use-t';

interface AddressChoiceProps {
  label: string;
  addresses: Address[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

export const addressText = (a: Address): string =>
  [a.addressName, a.fullAddress || [a.addressLine1, a.addressLine2, `${a.zipCode} ${a.city}`].filter(Boolean).join(', ')].filter(Boolean).join(' – ');

export function AddressChoice({ label, addresses, value, onChange, disabled }: AddressChoiceProps) {
  const t = useT();
  return (
    <Field label={label} required>
      <Select value={value} onChange={(_, data) => onChange(data.value)} disabled={disabled}>
        <option value="">{t('cart.choose-address')}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {addressText(a)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

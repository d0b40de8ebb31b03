import { Field, Select, makeStyles } from '@fluentui/react-components';
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

// Long addresses must shrink inside the card instead of pushing the select past its edge.
const useStyles = makeStyles({ field: { minWidth: 0 }, select: { width: '100%', minWidth: 0, '& select': { textOverflow: 'ellipsis' } } });

export function AddressChoice({ label, addresses, value, onChange, disabled }: AddressChoiceProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <Field className={styles.field} label={label} required>
      <Select className={styles.select} value={value} onChange={(_, data) => onChange(data.value)} disabled={disabled}>
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

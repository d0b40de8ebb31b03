import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { formatPrice, parseFrenchNumber } from '@portail/common';
import { useT } from '../i18n/use-t';
import { useNotify } from './notify';

/** What was typed as a price: a number of 0 or more, grouped or not, with a comma or a point; null for anything else. */
function typedPrice(value: string): number | null {
  const price = parseFrenchNumber(value);
  return !Number.isFinite(price) || price < 0 ? null : price;
}

/**
 * A product's price in a price list, saved by pressing Enter (no save button per line). A price that is not
 * a number of 0 or more is refused here, before anything is sent; `onSave` sends the number and tells the
 * outcome. When the stored price changes (read again after a save, a percentage or another's change), the
 * field shows it.
 */
export function PriceInput({
  reference,
  price,
  className,
  onSave,
}: {
  reference: string;
  price: number;
  className?: string;
  onSave: (price: number) => Promise<void>;
}) {
  const t = useT();
  const notify = useNotify();
  // Shown as everywhere else, French grouping and comma (« 1 000 », issue 30, 16); read back as typed.
  const [value, setValue] = useState(formatPrice(price));
  const [stored, setStored] = useState(price);
  if (price !== stored) {
    setStored(price);
    setValue(formatPrice(price));
  }
  const save = () => {
    const typed = typedPrice(value);
    if (typed === null) notify.error(t('rules.positive-number'));
    else void onSave(typed);
  };
  return (
    <Input
      className={className}
      aria-label={t('priceList.price-label', { reference })}
      inputMode="decimal"
      value={value}
      onChange={(_, d) => setValue(d.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
    />
  );
}

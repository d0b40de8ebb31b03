import type { Cart } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { CartFigures } from './cart-figures';

/** The order summary; every figure comes from the cart answer so it matches what checkout will charge. */
export function CartSummary({ cart }: { cart: Cart }) {
  const t = useT();
  return (
    <SectionCard title={t('cart.summary')}>
      <CartFigures cart={cart} />
    </SectionCard>
  );
}

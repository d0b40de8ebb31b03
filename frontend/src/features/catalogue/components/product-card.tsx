import { useState } from 'react';
import { Badge, Body1, Button, Caption1, Card, CardFooter, CardPreview, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { formatPoints, MAX_CART_QUANTITY, type CatalogueProduct, type MessageKey } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { ProductImage } from './product-image';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  image: { height: '140px' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  price: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  grow: { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  footer: { alignItems: 'end', flexWrap: 'wrap' },
  quantity: { width: '90px' },
});

export const CATEGORY_LABEL: Record<string, MessageKey> = {
  capital: 'catalogue.category.capital',
  consommable: 'catalogue.category.consommable',
  implant: 'catalogue.category.implant',
  services: 'catalogue.category.services',
};

export const STAGE_LABEL: Record<string, MessageKey> = {
  'pre-op': 'catalogue.stage.pre-op',
  'per-op': 'catalogue.stage.per-op',
  'post-op': 'catalogue.stage.post-op',
};

interface ProductCardProps {
  product: CatalogueProduct;
  /** Absent while staff view the customer (« voir comme »): the card is read, nothing is added. */
  onAdd?: (product: CatalogueProduct, quantity: number) => Promise<void>;
}

export function ProductCard({ product, onAdd }: ProductCardProps) {
  const styles = useStyles();
  const t = useT();
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const name = product.descriptionLocal || product.description;

  const [invalid, setInvalid] = useState(false);

  const handleAdd = async () => {
    // An emptied quantity means one unit (spec §4); 0, a negative or a decimal quantity is refused.
    const text = quantity.trim();
    const parsed = Number(text);
    if (text !== '' && (!Number.isInteger(parsed) || parsed < 1)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const value = text === '' ? 1 : Math.min(parsed, MAX_CART_QUANTITY);
    setBusy(true);
    try {
      await onAdd?.(product, value);
      setQuantity('1');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card} role="listitem" aria-label={name}>
      <CardPreview>
        <div className={styles.image}>
          <ProductImage productId={product.id} hasImage={Boolean(product.image)} category={product.category} alt="" />
        </div>
      </CardPreview>
      <div className={styles.grow}>
        <Subtitle2 as="h2">{name}</Subtitle2>
        <Caption1>{t('catalogue.reference', { reference: product.reference })}</Caption1>
        {product.gimBrand && <Caption1>{t('catalogue.brand', { brand: product.gimBrand })}</Caption1>}
        {product.gimPackContent > 0 && <Caption1>{t('catalogue.pack', { count: product.gimPackContent })}</Caption1>}
        <div className={styles.badges}>
          {CATEGORY_LABEL[product.category] && <Badge appearance="tint">{t(CATEGORY_LABEL[product.category])}</Badge>}
          {STAGE_LABEL[product.stage] && (
            <Badge appearance="outline" color="informative">
              {t(STAGE_LABEL[product.stage])}
            </Badge>
          )}
        </div>
        <Body1 className={styles.price}>{t('catalogue.price', { points: formatPoints(product.price) })}</Body1>
      </div>
      {onAdd && (
        <CardFooter className={styles.footer}>
          <Field
            label={t('catalogue.quantity')}
            validationState={invalid ? 'error' : 'none'}
            validationMessage={invalid ? t('cart.quantity-invalid') : undefined}
          >
            <Input
              className={styles.quantity}
              type="number"
              min={1}
              step={1}
              max={MAX_CART_QUANTITY}
              value={quantity}
              onChange={(_, data) => {
                setQuantity(data.value);
                setInvalid(false);
              }}
            />
          </Field>
          <Button appearance="primary" icon={<CartRegular />} onClick={handleAdd} disabled={busy} aria-label={t('catalogue.add-named', { name })}>
            {t('catalogue.add')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

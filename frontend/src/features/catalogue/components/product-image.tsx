import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BoxMultipleRegular, HeartPulseRegular, PersonSupportRegular, ToolboxRegular } from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import { useProductImage } from '../api/product-image';

const useStyles = makeStyles({
  frame: { width: '100%', height: '100%', display: 'block', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  placeholder: {
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForeground2,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground2}, ${tokens.colorNeutralBackground3})`,
  },
  icon: { width: '40%', height: '40%', maxWidth: '64px', maxHeight: '64px' },
});

const CATEGORY_ICON: Record<string, FluentIcon> = {
  capital: ToolboxRegular,
  consommable: BoxMultipleRegular,
  implant: HeartPulseRegular,
  services: PersonSupportRegular,
};

interface ProductImageProps {
  productId: string;
  /** Whether the product has a picture at all (its `image` field). */
  hasImage: boolean;
  category?: string;
  /** Empty when the product's name is written beside the picture. */
  alt: string;
  className?: string;
}

/**
 * A product's picture from the product-image route; while it loads, and for a product without one or
 * whose picture cannot be read, a designed placeholder: the category's pictogram on a brand tint.
 */
export function ProductImage({ productId, hasImage, category, alt, className }: ProductImageProps) {
  const styles = useStyles();
  const { data: url } = useProductImage(hasImage ? productId : undefined);
  if (url) return <img className={mergeClasses(styles.frame, className)} src={url} alt={alt} />;
  const Icon = (category && CATEGORY_ICON[category]) || BoxMultipleRegular;
  return (
    <div
      className={mergeClasses(styles.placeholder, className)}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid="product-placeholder"
    >
      <Icon className={styles.icon} />
    </div>
  );
}

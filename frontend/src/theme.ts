import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/**
 * The only place where colours are written out: every component reads them through `tokens`.
 * A deep medical blue, from darkest (10) to lightest (160).
 */
const brand: BrandVariants = {
  10: '#020305',
  20: '#0f1a2b',
  30: '#132a4a',
  40: '#153663',
  50: '#16437c',
  60: '#1b4f8a',
  70: '#255c97',
  80: '#3169a3',
  90: '#3f77ae',
  100: '#4f85b9',
  110: '#6093c3',
  120: '#72a1cc',
  130: '#86afd5',
  140: '#9bbedd',
  150: '#b1cde6',
  160: '#c8dcee',
};

export const theme: Theme = {
  ...createLightTheme(brand),
  // The default brand 80 is slightly too light for AA contrast on small text; 60 keeps 4.5:1.
  colorBrandForegroundLink: brand[60],
  colorBrandForegroundLinkHover: brand[40],
};

import { tokens } from '@fluentui/react-components';

/** The 12 donut colours (spec §9), all theme tokens so a theme change recolours the charts too. */
const CHART_COLORS: readonly string[] = [
  tokens.colorBrandBackground,
  tokens.colorPaletteMarigoldBackground3,
  tokens.colorPaletteTealBackground2,
  tokens.colorPaletteBerryBackground2,
  tokens.colorPaletteGreenBackground3,
  tokens.colorPaletteDarkOrangeBackground3,
  tokens.colorPalettePurpleBackground2,
  tokens.colorPaletteLightTealBackground2,
  tokens.colorPaletteCranberryBackground2,
  tokens.colorPaletteLavenderBackground2,
  tokens.colorPaletteForestBackground2,
  tokens.colorPaletteSteelBackground2,
];

export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length];

import { useId, useState } from 'react';
import { Body1, Label, Slider, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { formatEuroRoundedUp, pointRate, salesNeededPerTier, TIER_THRESHOLDS, tierForSales } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  slider: { width: '100%' },
  reached: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

const STEP = 10_000;

/** Lets the customer try a year-end sales figure and see the tier and point rates it would bring. */
export function ProjectionSlider({ currentSales }: { currentSales: number }) {
  const styles = useStyles();
  const t = useT();
  const id = useId();
  const max = Math.ceil((Math.max(currentSales, TIER_THRESHOLDS[3]) * 1.2) / STEP) * STEP;
  const [projected, setProjected] = useState(() => Math.round(currentSales / STEP) * STEP);
  const tier = tierForSales(projected);

  return (
    <div className={styles.root}>
      <Label htmlFor={id}>{t('home.projection')}</Label>
      <Slider
        id={id}
        className={styles.slider}
        min={0}
        max={max}
        step={STEP}
        value={projected}
        onChange={(_, data) => setProjected(data.value)}
        aria-valuetext={formatEuroRoundedUp(projected)}
      />
      <Body1 aria-live="polite">
        {t('home.projection-value', { amount: formatEuroRoundedUp(projected), status: tier })}
      </Body1>
      <Body1>
        {tier === 0
          ? t('home.projection-no-points')
          : t('home.projection-points', {
              capital: pointRate('capital', tier),
              consommable: pointRate('consommable', tier),
              implant: pointRate('implant', tier),
            })}
      </Body1>
      <Table size="small" aria-label={t('home.tiers-caption')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('home.tier')}</TableHeaderCell>
            <TableHeaderCell>{t('home.threshold')}</TableHeaderCell>
            <TableHeaderCell>{t('home.still-needed')}</TableHeaderCell>
            <TableHeaderCell>{t('home.needed-with-projection')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {salesNeededPerTier(currentSales).map((row) => (
            <TableRow key={row.tier}>
              <TableCell>{t('home.status', { status: row.tier })}</TableCell>
              <TableCell>{formatEuroRoundedUp(row.threshold)}</TableCell>
              <TableCell className={row.missing === 0 ? styles.reached : undefined}>
                {row.missing === 0 ? t('home.tier-reached') : formatEuroRoundedUp(row.missing)}
              </TableCell>
              <TableCell className={projected >= row.threshold ? styles.reached : undefined}>
                {projected >= row.threshold ? t('home.tier-reached') : formatEuroRoundedUp(row.threshold - projected)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

import { useId, useState } from 'react';
import { Body1, Label, Slider, makeStyles, tokens } from '@fluentui/react-components';
import { PlainTable } from '../../../components/plain-table';
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
  // The slider moves by steps: its default is the first step at or above the actual sales, never below,
  // or « avec la projection » would ask for more than « encore nécessaire ».
  const [projected, setProjected] = useState(() => Math.ceil(currentSales / STEP) * STEP);
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
      <Body1 aria-live="polite">{t('home.projection-value', { amount: formatEuroRoundedUp(projected), status: tier })}</Body1>
      <Body1>
        {tier === 0
          ? t('home.projection-no-points')
          : t('home.projection-points', {
              capital: pointRate('capital', tier),
              consommable: pointRate('consommable', tier),
              implant: pointRate('implant', tier),
            })}
      </Body1>
      <PlainTable
        size="small"
        caption={t('home.tiers-caption')}
        headers={[t('home.tier'), t('home.threshold'), t('home.still-needed'), t('home.needed-with-projection')]}
        rows={salesNeededPerTier(currentSales).map((row) => ({
          key: row.tier,
          cells: [
            t('home.status', { status: row.tier }),
            formatEuroRoundedUp(row.threshold),
            row.missing === 0 ? t('home.tier-reached') : formatEuroRoundedUp(row.missing),
            projected >= row.threshold ? t('home.tier-reached') : formatEuroRoundedUp(row.threshold - projected),
          ],
        }))}
        cellClassName={(r, c) => {
          const threshold = TIER_THRESHOLDS[r];
          const reached = c === 2 ? currentSales >= threshold : c === 3 ? projected >= threshold : false;
          return reached ? styles.reached : undefined;
        }}
      />
    </div>
  );
}

import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { formatPoints, type MessageKey, type StatsContract } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  figure: { color: tokens.colorBrandForeground1 },
  list: { display: 'grid', gridTemplateColumns: 'auto auto', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  pair: { display: 'contents' },
});

export function TotalPointsCard({ stats }: { stats: StatsContract }) {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('home.total-points', { year: stats.year })}>
      {/* totalPoints already includes the manual points (earned + manual): adding them again made the total
          disagree with spent + remaining after manual changes. */}
      <Title2 as="p" className={styles.figure} data-testid="home-total-points">
        {t('home.points-value', { points: formatPoints(stats.totalPoints) })}
      </Title2>
      <Body1>{t('home.spent-points', { points: formatPoints(stats.spentPoints) })}</Body1>
      <Body1>{t('home.remaining-points', { points: formatPoints(stats.remainingPoints) })}</Body1>
      <Body1>{t('home.forecast', { points: formatPoints(stats.forecastedPointsCurrentYearEnd) })}</Body1>
    </SectionCard>
  );
}

const SPLIT: { key: MessageKey; pick: (s: StatsContract) => number }[] = [
  { key: 'home.points.capital', pick: (s) => s.capitalPoints },
  { key: 'home.points.consumable', pick: (s) => s.consommablePoints },
  { key: 'home.points.implant', pick: (s) => s.implantPoints },
  { key: 'home.points.services', pick: (s) => s.servicePoints },
];

/** A definition list reads as label/value pairs to screen readers, unlike a bare grid of spans. */
export function PointsSplitCard({ stats }: { stats: StatsContract }) {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('home.points-split')}>
      <dl className={styles.list}>
        {SPLIT.map(({ key, pick }) => (
          <div key={key} className={styles.pair}>
            <dt>
              <Body1>{t(key)}</Body1>
            </dt>
            <dd className={styles.value}>
              <Body1>{t('home.points-value', { points: formatPoints(pick(stats)) })}</Body1>
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

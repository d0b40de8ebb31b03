import { Body1, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { displayStatus, formatEuroRoundedUp, type StatsContract } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { ProjectionSlider } from './projection-slider';

const useStyles = makeStyles({
  figure: { color: tokens.colorBrandForeground1 },
});

export function LastYearCard({ stats }: { stats: StatsContract }) {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('home.card.year', { year: stats.year - 1 })}>
      <Title3 as="p" className={styles.figure}>
        {t('home.status', { status: displayStatus(stats.statusPastYear) })}
      </Title3>
      <Body1>{t('home.sales', { amount: formatEuroRoundedUp(stats.totalPastYear) })}</Body1>
    </SectionCard>
  );
}

export function CurrentYearCard({ stats }: { stats: StatsContract }) {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('home.card.year', { year: stats.year })}>
      <Title3 as="p" className={styles.figure}>
        {t('home.status', { status: displayStatus(stats.statusCurrentYear) })}
      </Title3>
      <Body1>{t('home.sales', { amount: formatEuroRoundedUp(stats.totalCurrentYear) })}</Body1>
      <Caption1>{t('home.status-explained')}</Caption1>
      <ProjectionSlider currentSales={stats.totalCurrentYear} />
    </SectionCard>
  );
}

import { Body1, Card, Subtitle1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { formatPoints } from '@portail/common';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { customerStatus } from '../../customers/customer-status';
import { BenefitsTable } from '../../programme-service/components/benefits-table';
import { useCustomerStats } from '../../stats/api/stats';
import { SalesDonut } from '../../stats/components/sales-donut';
import { CategoryChart } from './category-chart';
import { PointsRatesTable } from './points-rates-table';
import { PointsSplitCard, TotalPointsCard } from './points-cards';
import { CurrentYearCard, LastYearCard } from './status-cards';

const useStyles = makeStyles({
  welcome: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalXL },
  balance: { color: tokens.colorBrandForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
});

export default function HomePage() {
  const styles = useStyles();
  const t = useT();
  const { user, customer } = useSession();
  const { data, error, mutate } = useCustomerStats(customer?.id);
  const stats = data?.statsContract;
  const current = data?.customer ?? customer;

  return (
    <Page title={t('home.welcome', { name: user?.firstName ?? '' }).trim()}>
      {current && (
        <Card className={styles.welcome}>
          <Subtitle1 as="h2">{t('home.customer', { name: current.name })}</Subtitle1>
          <Body1>{t('home.status', { status: customerStatus(current) })}</Body1>
          {stats && (
            <Title3 as="p" className={styles.balance} data-testid="home-remaining-points">
              {t('home.remaining-points', { points: formatPoints(stats.remainingPoints) })}
            </Title3>
          )}
        </Card>
      )}
      {error && <Body1 role="alert">{t('home.stats-error')}</Body1>}
      {!data && !error && <PageSpinner onRetry={() => void mutate()} />}
      {data && stats && (
        <div className={styles.grid}>
          <LastYearCard stats={stats} />
          <CurrentYearCard stats={stats} />
          <TotalPointsCard stats={stats} />
          <PointsSplitCard stats={stats} />
          <SalesDonut stats={data} />
          <CategoryChart stats={stats} />
          <div className={styles.wide}>
            <BenefitsTable />
          </div>
          <div className={styles.wide}>
            <PointsRatesTable />
          </div>
        </div>
      )}
    </Page>
  );
}

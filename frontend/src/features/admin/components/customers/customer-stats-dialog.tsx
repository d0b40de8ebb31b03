import { useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { formatEuroRoundedUp, formatPoints, type AdminCustomerRow, type MessageKey, type StatsContract } from '@portail/common';
import { useT } from '../../../../i18n/use-t';
import { useAdminCustomerStats } from '../../api/customers';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  slide: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM, minHeight: '140px' },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  nav: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

type Figure = [MessageKey, string];

function slidesOf(s: StatsContract): { title: MessageKey; figures: Figure[] }[] {
  const status = (n: number) => (n > 0 ? String(n) : '—');
  return [
    {
      title: 'customers.stats.points',
      figures: [
        ['customers.stats.total-points', formatPoints(s.totalPoints)],
        ['customers.stats.capital', formatPoints(s.capitalPoints)],
        ['customers.stats.implants', formatPoints(s.implantPoints)],
        ['customers.stats.services', formatPoints(s.servicePoints)],
        ['customers.stats.consumables', formatPoints(s.consommablePoints)],
        ['customers.stats.manual', formatPoints(s.manualPoints)],
        ['customers.stats.spent', formatPoints(s.spentPoints)],
        ['customers.stats.remaining', formatPoints(s.remainingPoints)],
        ['customers.stats.forecast', formatPoints(s.forecastedPointsCurrentYearEnd)],
      ],
    },
    {
      title: 'customers.stats.sales',
      figures: [
        ['customers.stats.current-year', formatEuroRoundedUp(s.totalCurrentYear)],
        ['customers.stats.past-year', formatEuroRoundedUp(s.totalPastYear)],
      ],
    },
    {
      title: 'customers.stats.status',
      figures: [
        ['customers.stats.status-past', status(s.statusPastYear)],
        ['customers.stats.status-current', status(s.statusCurrentYear)],
      ],
    },
  ];
}

/** The customer's statistics of the current year, recalculated from its sales (not saved), one slide at a time. */
export function CustomerStatsDialog({ customer, onClose }: { customer: AdminCustomerRow; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const { data, error } = useAdminCustomerStats(customer.id);
  const [index, setIndex] = useState(0);
  const stats = data?.statsContract;
  const slides = stats ? slidesOf(stats) : [];
  const empty = stats !== undefined && stats.totalPoints === 0 && stats.totalCurrentYear === 0 && stats.totalPastYear === 0;
  const slide = slides[index];
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('customers.stats-title', { name: customer.name, year: stats?.year ?? new Date().getFullYear() })}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('alert.error.customer-stats-failed')}</MessageBarBody>
              </MessageBar>
            )}
            {empty && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('alert.error.customer-stats')}</MessageBarBody>
              </MessageBar>
            )}
            {!data && !error && <Spinner label={t('app.loading')} />}
            {slide && (
              <section aria-roledescription="carousel" aria-label={t('customers.stats-slides')}>
                <div className={styles.nav}>
                  <Button icon={<ChevronLeftRegular />} aria-label={t('customers.stats-previous')} disabled={index === 0} onClick={() => setIndex(index - 1)} />
                  <Subtitle2 as="h3" aria-live="polite">
                    {t(slide.title)} — {t('customers.stats-slide', { index: index + 1, count: slides.length })}
                  </Subtitle2>
                  <Button
                    icon={<ChevronRightRegular />}
                    aria-label={t('customers.stats-next')}
                    disabled={index === slides.length - 1}
                    onClick={() => setIndex(index + 1)}
                  />
                </div>
                <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={t(slide.title)}>
                  {slide.figures.map(([label, value]) => (
                    <div key={label} className={styles.figure}>
                      <Caption1>{t(label)}</Caption1>
                      <Body1>
                        <strong>{value}</strong>
                      </Body1>
                    </div>
                  ))}
                </div>
                <Caption1>{t('customers.stats.calculated')}</Caption1>
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('app.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import { lazy, Suspense } from 'react';
import { Spinner, makeStyles } from '@fluentui/react-components';
import { useT } from '../../i18n/use-t';
import type { DonutProps } from './donut';
import type { GroupedBarsProps } from './grouped-bars';

const DonutChunk = lazy(() => import('./donut'));
const GroupedBarsChunk = lazy(() => import('./grouped-bars'));

const useStyles = makeStyles({
  placeholder: { display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Keeps the chart's height while its chunk loads, so the page does not jump. */
function ChartFallback({ height }: { height: number }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.placeholder} style={{ height }}>
      <Spinner size="small" label={t('app.loading')} />
    </div>
  );
}

export function LazyDonut(props: DonutProps) {
  return (
    <Suspense fallback={<ChartFallback height={props.height ?? 350} />}>
      <DonutChunk {...props} />
    </Suspense>
  );
}

export function LazyGroupedBars(props: GroupedBarsProps) {
  return (
    <Suspense fallback={<ChartFallback height={props.height ?? 350} />}>
      <GroupedBarsChunk {...props} />
    </Suspense>
  );
}

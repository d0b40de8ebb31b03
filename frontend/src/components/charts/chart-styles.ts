import { makeStyles } from '@fluentui/react-components';

/** The frame of every chart and its legend. */
export const useChartStyles = makeStyles({
  figure: { margin: 0, minWidth: 0 },
  // The library capitalises every word of a legend (« CA Année En Cours »): French keeps sentence case.
  legend: { textTransform: 'none' },
});

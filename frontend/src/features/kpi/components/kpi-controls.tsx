import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Field, Radio, RadioGroup, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { KPI_PAGE_SIZE, kpiYears, normaliseSearch, type KpiExportTab } from '@portail/common';
import { LazyGroupedBars } from '../../../components/charts/lazy-charts';
import type { BarGroup } from '../../../components/charts/grouped-bars';
import type { ChartUnit } from '../../../components/charts/chart-values';
import { LoadingOverlay, useLoading } from '../../../components/loading-overlay';
import { useNotifyFailure } from '../../../components/notify';
import { saveFile } from '../../../components/save-file';
import { Pager } from '../../../components/pager';
import { PlainTable } from '../../../components/plain-table';
import { SearchBox } from '../../../components/search-box';
import { useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { downloadKpiTab } from '../api/kpi';

export const useKpiStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  // The export closes each tab's toolbar, at its right end, in the same place on every tab.
  export: { marginInlineStart: 'auto' },
  numeric: { textAlign: 'end', whiteSpace: 'nowrap' },
  // A figure's heading ends where its figures end; it may wrap, unlike them.
  numericHead: { textAlign: 'end' },
  // A short value (a number, a code, a date) on one line; the table grows and scrolls sideways rather than squeeze it.
  oneLine: { whiteSpace: 'nowrap' },
  // The long texts that may wrap, never narrower than a readable line.
  wrapping: { minWidth: '12em' },
});

const KPI_YEAR_PARAM = 'annee';

/**
 * The KPI year, kept in the address (?annee=2025): it stays when the user changes tab or reloads, and a
 * link shared shows the same figures. A year outside the selectable ones is ignored.
 */
export function useKpiYear(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(KPI_YEAR_PARAM));
  const year = kpiYears().includes(asked) ? asked : new Date().getFullYear();
  const setYear = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set(KPI_YEAR_PARAM, String(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [year, setYear];
}

/**
 * « Exporter vers Excel », the words of every admin list: the tab's figures of the year shown, as the server
 * writes them from the screen's own route (GET /api/kpi/export/{tab}).
 */
export function KpiExportButton({ tab, year }: { tab: KpiExportTab; year?: number }) {
  const styles = useKpiStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoading();
  const exportTab = async () => {
    try {
      const { blob, fileName } = await track(downloadKpiTab(tab, year));
      saveFile(blob, fileName ?? `${tab}.xlsx`);
    } catch (cause) {
      notifyFailure(cause, { fallback: 'kpi.export-error' });
    }
  };
  return (
    <Button className={styles.export} icon={<ArrowDownloadRegular />} onClick={() => void exportTab()}>
      {t('kpi.export')}
    </Button>
  );
}

/** The KPI charts' height (back-office.md: charts of 350 px on the home, 650 px here). */
const KPI_CHART_HEIGHT = 650;

export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const t = useT();
  return (
    <Field label={t('kpi.year')}>
      <Select value={String(year)} onChange={(_, data) => onChange(Number(data.value))}>
        {kpiYears().map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export type KpiView = 'table' | 'chart';

export function ViewToggle({ view, onChange }: { view: KpiView; onChange: (view: KpiView) => void }) {
  const t = useT();
  return (
    <Field label={t('kpi.view')}>
      <RadioGroup layout="horizontal" value={view} onChange={(_, data) => onChange(data.value as KpiView)}>
        <Radio value="table" label={t('kpi.view.table')} />
        <Radio value="chart" label={t('kpi.view.chart')} />
      </RadioGroup>
    </Field>
  );
}

/** The overlay while a tab's first data loads (spec: changing tab shows it); a failure just hides it. */
export function TabLoading({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  return loading ? <LoadingOverlay onRetry={onRetry} /> : null;
}

/** Search over the texts of each row (debounced 500 ms, without case or accents) and pages of 10, in memory. */
export function useFilteredPages<T>(rows: readonly T[] | undefined, textOf: (row: T) => string) {
  const [search, setSearch] = useState('');
  const wanted = normaliseSearch(useDebounced(search, 500));
  // The page belongs to the search it was chosen for: a new search starts on page 1.
  const [paging, setPaging] = useState({ page: 1, wanted });
  const page = paging.wanted === wanted ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, wanted });
  const filtered = useMemo(() => (rows ?? []).filter((r) => !wanted || normaliseSearch(textOf(r)).includes(wanted)), [rows, wanted, textOf]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / KPI_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  return { search, setSearch, page: current, setPage, totalPages, filtered, visible: filtered.slice((current - 1) * KPI_PAGE_SIZE, current * KPI_PAGE_SIZE) };
}

export function KpiSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return <SearchBox label={t('kpi.search')} value={value} onChange={onChange} />;
}

interface KpiTableProps {
  caption: string;
  headers: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /**
   * The columns of text (names, rules, designations), aligned to the start; every other column holds a
   * figure, aligned to the end. The first column, the row's name, by default.
   */
  textColumns?: readonly number[];
  /** 'small' for the widest table (18 columns): more of it in view before it scrolls sideways. */
  size?: 'medium' | 'small';
  /**
   * The columns whose text may wrap (names, designations); every other one stays on one line. Without it,
   * every column may wrap, as a table of a few columns does.
   */
  wrapColumns?: readonly number[];
}

/** A KPI table: native table, texts aligned left and figures right, its pager below. */
export function KpiTable({ caption, headers, rows, page, totalPages, onPage, textColumns = [0], size = 'medium', wrapColumns }: KpiTableProps) {
  const styles = useKpiStyles();
  const t = useT();
  if (rows.length === 0) return <p>{t('kpi.no-data')}</p>;
  return (
    <>
      <PlainTable
        caption={caption}
        headers={headers}
        rows={rows}
        size={size}
        stickyFirstColumn
        headerClassName={(c) => (textColumns.includes(c) ? undefined : styles.numericHead)}
        cellClassName={(_, c) =>
          !textColumns.includes(c) ? styles.numeric : wrapColumns === undefined ? undefined : wrapColumns.includes(c) ? styles.wrapping : styles.oneLine
        }
      />
      <Pager page={page} totalPages={totalPages} onChange={onPage} label={t('kpi.pages', { table: caption })} />
    </>
  );
}

/** A bar chart of the home's lazily loaded kind (French ticks, tooltips in euros or points), in a region named like it. */
export function KpiBars({ title, groups, unit }: { title: string; groups: BarGroup[]; unit: ChartUnit }) {
  return (
    <section aria-label={title}>
      <LazyGroupedBars title={title} groups={groups} unit={unit} height={KPI_CHART_HEIGHT} />
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Card, Checkbox, Field, Input, Switch, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { isUnallocated, parseCogsPercent, type KpiProvisions } from '@portail/common';
import { useNotify } from '../../../components/notify';
import { useDebounced } from '../../../components/use-debounced';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { saveKpiKey, saveManualCogs, useKpiSettings, useProvisions } from '../api/kpi';
import { KpiExportButton, KpiSearch, KpiTable, TabLoading, useFilteredPages, useKpiStyles } from './kpi-controls';
import { count, percent, price } from './kpi-format';

const useStyles = makeStyles({
  settings: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  setting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL },
  value: { ...typographyStyles.title2, color: tokens.colorBrandForeground1 },
});

type Franchise = KpiProvisions['franchises'][number];

/** The manual % as typed: saved 500 ms after typing stops, only when it is a number from 0 to 100. */
function ManualCogsInput({ saved, version, onSaved }: { saved: string | undefined; version: { current: string | null }; onSaved: () => void }) {
  const t = useT();
  const [text, setText] = useState<string | undefined>(undefined);
  const value = text ?? (saved ?? '').replace('.', ',');
  const settled = useDebounced(value, 500);
  const [status, setStatus] = useState('');
  const lastSent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (text === undefined || settled !== text || settled.trim() === '' || parseCogsPercent(settled) === undefined || lastSent.current === settled) return;
    lastSent.current = settled;
    saveManualCogs(settled, version.current)
      .then(({ etag }) => {
        version.current = etag;
        setStatus(t('kpi.cogs.saved'));
        onSaved();
      })
      .catch((err: Error) => {
        setStatus(err.message);
        // Someone else saved the settings meanwhile (412): read them again, so that the next change is made on theirs.
        onSaved();
      });
  }, [settled, text, onSaved, version, t]);
  const invalid = value.trim() !== '' && parseCogsPercent(value) === undefined;
  return (
    <Field label={t('kpi.cogs.manual')} validationState={invalid ? 'error' : status ? 'success' : 'none'} validationMessage={invalid ? t('kpi.cogs.invalid') : status || undefined}>
      <Input
        value={value}
        inputMode="decimal"
        contentAfter="%"
        onChange={(_, data) => {
          setStatus('');
          setText(data.value);
        }}
      />
    </Field>
  );
}

/** « Provisions (COGS) » for the current year. */
export function ProvisionsTab() {
  const styles = useStyles();
  const common = useKpiStyles();
  const t = useT();
  const notify = useNotify();
  const year = new Date().getFullYear();
  const settings = useKpiSettings();
  const provisions = useProvisions(year);
  const setting = (name: string) => settings.data?.data.find((s) => s.name === name)?.value;
  // The version of the settings each save is made on: the one read, then the one the last save answered.
  const version = useRef<string | null>(null);
  useEffect(() => {
    if (settings.data) version.current = settings.data.etag;
  }, [settings.data]);
  const [useCurrent, setUseCurrent] = useState<boolean | undefined>(undefined);
  const current = useCurrent ?? setting('UseCurrentYearOrNot') === 'true';
  const refresh = useCallback(() => {
    void provisions.mutate();
    void settings.mutate();
  }, [provisions, settings]);
  const choose = (value: boolean) => {
    setUseCurrent(value);
    saveKpiKey('UseCurrentYearOrNot', String(value), version.current).then(
      ({ etag }) => {
        version.current = etag;
        refresh();
      },
      (err: Error) => {
        // Refused (someone else saved the settings meanwhile: 412): say why, and show them as they are now.
        notify.error(err.message);
        setUseCurrent(undefined);
        refresh();
      },
    );
  };
  const textOf = useCallback((f: Franchise) => f.franchise, []);
  const { search, setSearch, page, setPage, totalPages, visible } = useFilteredPages(provisions.data?.franchises, textOf);
  const p = provisions.data;
  const rate = (f: Franchise) => (current ? f.percantageCurrentYear : f.percantagePreviousYear);
  const table = (caption: string, headers: string[], cells: (f: Franchise) => string[]) => (
    <SectionCard title={caption} headingLevel="h3">
      <KpiTable caption={caption} headers={[t('kpi.col.franchise'), ...headers]} rows={visible.map((f) => ({ key: f.franchise, cells: [isUnallocated(f.franchise) ? t('home.non-allocated') : f.franchise, ...cells(f)] }))} page={page} totalPages={totalPages} onPage={setPage} />
    </SectionCard>
  );
  return (
    <div className={common.panel}>
      <TabLoading loading={provisions.isLoading || settings.isLoading} onRetry={() => void Promise.all([provisions.mutate(), settings.mutate()])} />
      <div className={styles.settings}>
        <div className={styles.setting}>
          {settings.data && <ManualCogsInput saved={setting('ManualCogs')} version={version} onSaved={refresh} />}
          <Checkbox label={t('kpi.cogs.active-manual')} checked={!current} onChange={(_, data) => choose(!data.checked)} />
        </div>
        <div className={styles.setting}>
          <Field label={t('kpi.cogs.calculated')}>
            <Input value={p ? String(p.calculatedCogs).replace('.', ',') : ''} readOnly contentAfter="%" />
          </Field>
          <Checkbox label={t('kpi.cogs.active-calculated')} checked={current} onChange={(_, data) => choose(Boolean(data.checked))} />
        </div>
        <Switch label={t('kpi.cogs.use-current-year')} checked={current} onChange={(_, data) => choose(data.checked)} />
      </div>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <Text as="h3">{t('kpi.card.projected-points')}</Text>
          <Text className={styles.value}>{p ? count(p.totalPointsProjected) : '…'}</Text>
        </Card>
        <Card className={styles.card}>
          <Text as="h3">{t('kpi.card.projected-contributions')}</Text>
          <Text className={styles.value}>{p ? price(p.totalContribution) : '…'}</Text>
        </Card>
      </div>
      <div className={common.toolbar}>
        <KpiSearch value={search} onChange={setSearch} />
        <KpiExportButton tab="provisions" year={year} />
      </div>
      {table(t('kpi.table.points-use'), [t('kpi.col.projected-points'), t('kpi.col.percent-previous'), t('kpi.col.percent-current')], (f) => [
        count(f.projectedPoint),
        percent(f.percantagePreviousYear),
        percent(f.percantageCurrentYear),
      ])}
      {table(t('kpi.table.cogs'), [t('kpi.col.projected-points'), t('kpi.col.rate'), t('kpi.col.cogs')], (f) => [count(f.projectedPoint), percent(rate(f)), price(f.cogs)])}
      {table(t('kpi.table.provisions'), [t('kpi.col.contribution'), t('kpi.col.cogs'), t('kpi.col.provision')], (f) => [price(f.contribution), price(f.cogs), price(f.provision)])}
    </div>
  );
}

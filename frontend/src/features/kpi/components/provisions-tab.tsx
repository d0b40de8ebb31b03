import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Card, Checkbox, Field, Input, Switch, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { formatDecimal2, franchiseCogsName, isUnallocated, parseCogsPercent, type ActiveCogs, type KpiProvisions } from '@portail/common';
import { useNotifyFailure } from '../../../components/notify';
import { useDebounced } from '../../../components/use-debounced';
import { SectionCard } from '../../../components/section-card';
import { useFailureText, useT } from '../../../i18n/use-t';
import { saveKpiKey, saveManualCogs, useKpiSettings, useProvisions } from '../api/kpi';
import { KpiExportButton, KpiSearch, KpiTable, TabLoading, useFilteredPages, useKpiStyles } from './kpi-controls';
import { count, percent, price } from './kpi-format';

const useStyles = makeStyles({
  settings: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  setting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL },
  value: { ...typographyStyles.title2, color: tokens.colorBrandForeground1 },
  // A percentage typed in a table cell: as wide as « 100,00 % », under its column's heading, its message below it.
  cellInput: { width: '9em' },
  cellField: { justifyItems: 'start', textAlign: 'start', maxWidth: '16em' },
});

type Franchise = KpiProvisions['franchises'][number];
/** A percentage shown as typed in French: a comma, no trailing zeros. */
const typed = (value: number | string | undefined): string => (value === undefined || value === '' ? '' : String(value).replace('.', ','));

interface PercentInputProps {
  /** The field's visible label; in a table cell, its accessible name only. */
  label: string;
  hideLabel?: boolean;
  /** The value saved, shown until the user types. */
  saved: string;
  /** Empty is a value (a franchise's own % removed: it takes the manual one again). */
  allowEmpty?: boolean;
  invalidMessage: string;
  placeholder?: string;
  save: (text: string) => Promise<unknown>;
}

/** A percentage as typed: saved 500 ms after typing stops (spec), only when it is a number from 0 to 100. */
function PercentInput({ label, hideLabel = false, saved, allowEmpty = false, invalidMessage, placeholder, save }: PercentInputProps) {
  const t = useT();
  const failureText = useFailureText();
  const styles = useStyles();
  const [text, setText] = useState<string | undefined>(undefined);
  const value = text ?? saved;
  const settled = useDebounced(value, 500);
  const [status, setStatus] = useState('');
  const lastSent = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Nothing to send until typing stops, nor when it stops on the value saved (typed over, or passed through).
    if (text === undefined || settled !== text || settled.trim() === saved || lastSent.current === settled) return;
    if (settled.trim() === '' ? !allowEmpty : parseCogsPercent(settled) === undefined) return;
    lastSent.current = settled;
    save(settled.trim()).then(
      () => setStatus(t('kpi.cogs.saved')),
      (err: unknown) => setStatus(failureText(err)),
    );
  }, [settled, text, saved, save, allowEmpty, t, failureText]);
  // Empty is not an error: the manual % is then simply not sent; a franchise's goes back to the manual one.
  const invalid = value.trim() !== '' && parseCogsPercent(value) === undefined;
  const input = (
    <Input
      className={hideLabel ? styles.cellInput : undefined}
      value={value}
      inputMode="decimal"
      contentAfter="%"
      placeholder={placeholder}
      {...(hideLabel ? { 'aria-label': label } : {})}
      onChange={(_, data) => {
        setStatus('');
        setText(data.value);
      }}
    />
  );
  return (
    <Field
      label={hideLabel ? undefined : label}
      validationState={invalid ? 'error' : status ? 'success' : 'none'}
      validationMessage={invalid ? invalidMessage : status || undefined}
      size={hideLabel ? 'small' : undefined}
      className={hideLabel ? styles.cellField : undefined}
    >
      {input}
    </Field>
  );
}

/**
 * The settings of the provisions and their saves: each on the version of the settings read, then on the one the
 * last save answered; a choice refused is told and undone.
 */
function useCogsSettings(year: number) {
  const notifyFailure = useNotifyFailure();
  const settings = useKpiSettings();
  const provisions = useProvisions(year);
  const setting = (name: string) => settings.data?.data.find((s) => s.name === name)?.value;
  // The version of the settings each save is made on: the one read, then the one the last save answered.
  const version = useRef<string | null>(null);
  useEffect(() => {
    if (settings.data) version.current = settings.data.etag;
  }, [settings.data]);
  const p = provisions.data;
  const [useCurrent, setUseCurrent] = useState<boolean | undefined>(undefined);
  const current = useCurrent ?? p?.useCurrentYear ?? setting('UseCurrentYearOrNot') === 'true';
  const [activeChoice, setActiveChoice] = useState<ActiveCogs | undefined>(undefined);
  const active = activeChoice ?? p?.activeCogs ?? 'manual';
  const refresh = useCallback(() => {
    void provisions.mutate();
    void settings.mutate();
  }, [provisions, settings]);
  /** Saves on the version read; a refusal (someone else saved meanwhile: 412) is told, and the settings read again. */
  const saved = useCallback(
    (request: (etag: string | null) => Promise<{ etag: string | null }>) =>
      request(version.current).then(
        ({ etag }) => {
          version.current = etag;
          refresh();
        },
        (err: Error) => {
          refresh();
          throw err;
        },
      ),
    [refresh],
  );
  const saveKey = (name: Parameters<typeof saveKpiKey>[0], value: string, undo: () => void) =>
    saved((etag) => saveKpiKey(name, value, etag)).catch((err: unknown) => {
      notifyFailure(err);
      undo();
    });
  const chooseYear = (value: boolean) => {
    setUseCurrent(value);
    void saveKey('UseCurrentYearOrNot', String(value), () => setUseCurrent(undefined));
  };
  const chooseActive = (value: ActiveCogs) => {
    setActiveChoice(value);
    void saveKey('ActiveCogs', value, () => setActiveChoice(undefined));
  };
  const saveManual = useCallback((text: string) => saved((etag) => saveManualCogs(text, etag)), [saved]);
  const saveFranchise = useCallback((franchise: string) => (text: string) => saved((etag) => saveKpiKey(franchiseCogsName(franchise), text, etag)), [saved]);
  return { settings, provisions, manualText: typed(setting('ManualCogs')), current, active, chooseYear, chooseActive, saveManual, saveFranchise };
}

type CogsSettings = ReturnType<typeof useCogsSettings>;

/** The manual % and the year-to-date %, each with its « Actif » box, and the current-year switch. */
function CogsSettingsPanel({ cogs }: { cogs: CogsSettings }) {
  const styles = useStyles();
  const t = useT();
  const p = cogs.provisions.data;
  return (
    <div className={styles.settings}>
      <div className={styles.setting}>
        {cogs.settings.data && (
          <PercentInput label={t('kpi.cogs.manual')} saved={cogs.manualText} invalidMessage={t('kpi.cogs.invalid')} save={cogs.saveManual} />
        )}
        <Checkbox
          label={t('kpi.cogs.active-manual')}
          checked={cogs.active === 'manual'}
          onChange={(_, data) => cogs.chooseActive(data.checked ? 'manual' : 'calculated')}
        />
      </div>
      <div className={styles.setting}>
        <Field label={t('kpi.cogs.calculated')}>
          <Input value={p ? typed(p.calculatedCogs) : ''} readOnly contentAfter="%" />
        </Field>
        <Checkbox
          label={t('kpi.cogs.active-calculated')}
          checked={cogs.active === 'calculated'}
          onChange={(_, data) => cogs.chooseActive(data.checked ? 'calculated' : 'manual')}
        />
      </div>
      <div className={styles.setting}>
        <Switch label={t('kpi.cogs.use-current-year')} checked={cogs.current} onChange={(_, data) => cogs.chooseYear(data.checked)} />
        {p && <Text>{t('kpi.cogs.rate-in-force', { rate: formatDecimal2(p.rateInForce) })}</Text>}
      </div>
    </div>
  );
}

/** The points projected for the year and the contributions they stand for. */
function ProjectionCards({ p }: { p: KpiProvisions | undefined }) {
  const styles = useStyles();
  const t = useT();
  return (
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
  );
}

/**
 * « Provisions (COGS) » for the current year, as back-office.md writes it: the manual % with its « Actif » box and
 * the year-to-date % with its own (the two exclude each other: the programme's rate in force, ActiveCogs), the
 * current-year switch (UseCurrentYearOrNot: each franchise at its year-to-date %), and each franchise's
 * previous-year % editable in the « Utilisation des points » table (ManualCogs:<franchise>). Each is saved to the server.
 */
export function ProvisionsTab() {
  const common = useKpiStyles();
  const t = useT();
  const year = new Date().getFullYear();
  const cogs = useCogsSettings(year);
  const { settings, provisions, manualText, current, saveFranchise } = cogs;
  const p = provisions.data;
  const textOf = useCallback((f: Franchise) => f.franchise, []);
  const { search, setSearch, page, setPage, totalPages, visible } = useFilteredPages(p?.franchises, textOf);
  const rate = (f: Franchise) => (current ? f.percantageCurrentYear : f.percantagePreviousYear);
  const nameOf = (f: Franchise) => (isUnallocated(f.franchise) ? t('home.non-allocated') : f.franchise);
  const table = (caption: string, headers: string[], cells: (f: Franchise) => ReactNode[], textColumns?: readonly number[]) => (
    <SectionCard title={caption} headingLevel="h3">
      <KpiTable
        caption={caption}
        headers={[t('kpi.col.franchise'), ...headers]}
        rows={visible.map((f) => ({ key: f.franchise, cells: [nameOf(f), ...cells(f)] }))}
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        textColumns={textColumns}
      />
    </SectionCard>
  );
  return (
    <div className={common.panel}>
      <TabLoading loading={provisions.isLoading || settings.isLoading} onRetry={() => void Promise.all([provisions.mutate(), settings.mutate()])} />
      <div className={common.toolbar}>
        <KpiSearch value={search} onChange={setSearch} />
        <KpiExportButton tab="provisions" year={year} />
      </div>
      <CogsSettingsPanel cogs={cogs} />
      <ProjectionCards p={p} />
      {table(
        t('kpi.table.points-use'),
        [t('kpi.col.projected-points'), t('kpi.col.percent-previous'), t('kpi.col.percent-current')],
        (f) => [
          count(f.projectedPoint),
          <PercentInput
            label={t('kpi.cogs.franchise', { franchise: nameOf(f) })}
            hideLabel
            saved={typed(f.percantagePreviousYear)}
            allowEmpty
            placeholder={manualText}
            invalidMessage={t('kpi.cogs.franchise-invalid')}
            save={saveFranchise(f.franchise)}
          />,
          percent(f.percantageCurrentYear),
        ],
        // The % typed starts under its heading, its message below it: aligned like a text.
        [0, 2],
      )}
      {table(t('kpi.table.cogs'), [t('kpi.col.projected-points'), t('kpi.col.rate'), t('kpi.col.cogs')], (f) => [
        count(f.projectedPoint),
        percent(rate(f)),
        price(f.cogs),
      ])}
      {table(t('kpi.table.provisions'), [t('kpi.col.contribution'), t('kpi.col.cogs'), t('kpi.col.provision')], (f) => [
        price(f.contribution),
        price(f.cogs),
        price(f.provision),
      ])}
    </div>
  );
}

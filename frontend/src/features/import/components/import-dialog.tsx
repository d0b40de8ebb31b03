import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { IMPORT_TABLES, formatDay, frenchDaySchema, type ImportTable } from '@portail/common';
import { DateInput } from '../../../components/date-input';
import { useNotifyFailure } from '../../../components/notify';
import { saveFile } from '../../../components/save-file';
import { RouterLink } from '../../../components/router-link';
import { useAppConfig, usePaths } from '../../config/config-context';
import { useFailureText, useLocalise, useT } from '../../../i18n/use-t';
import { downloadImportTemplate, uploadImport, useImportJob } from '../api/imports';
import { ImportResult } from './import-result';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dates: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The table of the context that opened the dialog (customers → price lists, products, stryker commands); absent: chosen here. */
  table?: ImportTable;
  /** Price lists opened from a customer: the list goes to this customer. */
  customerId?: string;
  /** Price lists: the current list to load the lines into. */
  priceListId?: string;
  /** Called when the job has ended (lists can refresh). */
  onFinished?: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);
/** Spec §9: default end date of a price list, 15 January of next year. */
const defaultEnd = () => `${new Date().getFullYear() + 1}-01-15`;

/** The import's form and its sending: the dates read from jj/mm/aaaa, each wrong one shown, before the file is sent. */
function useImportForm({ table: fixedTable, customerId, priceListId }: Pick<ImportDialogProps, 'table' | 'customerId' | 'priceListId'>) {
  const t = useT();
  const failureText = useFailureText();
  const [table, setTable] = useState<ImportTable>(fixedTable ?? 'strykerCommands');
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [startDate, setStartDate] = useState(formatDay(today()));
  const [endDate, setEndDate] = useState(formatDay(defaultEnd()));
  const [dateProblems, setDateProblems] = useState<{ start?: string; end?: string }>({});
  const [customers, setCustomers] = useState(customerId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const current = fixedTable ?? table;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('errors.no-file-selected'));
      return;
    }
    setError(null);
    const priceList = current === 'price-list';
    // The boxes hold jj/mm/aaaa (DateInput): read into the API's days, each wrong one shown, before sending.
    const startDay = frenchDaySchema.safeParse(startDate);
    const endDay = frenchDaySchema.safeParse(endDate);
    const datesAsked = priceList && !priceListId;
    setDateProblems(datesAsked ? { start: startDay.error?.issues[0].message, end: endDay.error?.issues[0].message } : {});
    if (datesAsked && (!startDay.success || !endDay.success)) return;
    setBusy(true);
    try {
      const { id } = await uploadImport({
        table: current,
        file,
        dryRun,
        ...(priceList
          ? {
              customerIds: customers
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
              priceListId,
              ...(priceListId ? {} : { startDate: startDay.data, endDate: endDay.data }),
            }
          : {}),
      });
      // No success yet: the file is only received; the job's own state says how it ends (ImportResult).
      setJobId(id);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return {
    table,
    setTable,
    setFile,
    dryRun,
    setDryRun,
    startDate,
    setStartDate,
    endDate,
    setEndDate,
    dateProblems,
    customers,
    setCustomers,
    error,
    busy,
    jobId,
    setJobId,
    current,
    submit,
  };
}
type ImportForm = ReturnType<typeof useImportForm>;

/** What the import is asked: the table (unless the context chose it), the file, a price list's dates and customers, a dry run. */
function ImportFields({ form, fixedTable, customerId, priceListId }: { form: ImportForm; fixedTable: boolean; customerId?: string; priceListId?: string }) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const { providerLabel } = useAppConfig();
  return (
    <>
      {!fixedTable && (
        <Field label={t('import.table')}>
          <Select value={form.table} onChange={(_, d) => form.setTable(d.value as ImportTable)}>
            {IMPORT_TABLES.map((key) => (
              <option key={key} value={key}>
                {t(`import.table.${key}`, { provider: providerLabel })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t('import.file')} required validationState={form.error ? 'error' : 'none'} validationMessage={form.error ?? undefined}>
        <input
          type="file"
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          onChange={(e) => form.setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      {form.current === 'price-list' && !priceListId && (
        <div className={styles.dates}>
          <Field label={t('import.start-date')} required validationMessage={form.dateProblems.start && localise(form.dateProblems.start)}>
            <DateInput value={form.startDate} onChange={form.setStartDate} />
          </Field>
          <Field label={t('import.end-date')} required validationMessage={form.dateProblems.end && localise(form.dateProblems.end)}>
            <DateInput value={form.endDate} onChange={form.setEndDate} />
          </Field>
        </div>
      )}
      {form.current === 'price-list' && !customerId && (
        <Field label={t('import.customers')} required>
          <Input value={form.customers} onChange={(_, d) => form.setCustomers(d.value)} />
        </Field>
      )}
      <Checkbox checked={form.dryRun} onChange={(_, d) => form.setDryRun(Boolean(d.checked))} label={`${t('import.dry-run')} – ${t('import.dry-run-hint')}`} />
    </>
  );
}

/** The import dialog of back-office.md: file chooser (xls, xlsx), price-list dates, template, dry run, then the job's progress and result. */
export function ImportDialog({ open, onClose, table: fixedTable, customerId, priceListId, onFinished }: ImportDialogProps) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const paths = usePaths();
  const form = useImportForm({ table: fixedTable, customerId, priceListId });
  const { jobId, setJobId, setFile, current } = form;
  const { data: job } = useImportJob(jobId);

  const template = async () => {
    try {
      const download = await downloadImportTemplate(current);
      saveFile(download.blob, download.fileName ?? `modele-import-${current}.xlsx`);
    } catch (err) {
      notifyFailure(err);
    }
  };

  const close = () => {
    if (job && job.status !== 'queued' && job.status !== 'running') onFinished?.();
    setJobId(null);
    setFile(null);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface style={{ maxWidth: '800px' }}>
        <form onSubmit={(e) => void form.submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('import.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {!jobId && (
                <>
                  <ImportFields form={form} fixedTable={fixedTable !== undefined} customerId={customerId} priceListId={priceListId} />
                  <div>
                    <Button icon={<ArrowDownloadRegular />} onClick={() => void template()}>
                      {t('import.template')}
                    </Button>
                  </div>
                </>
              )}
              {jobId && !job && <Spinner label={t('app.loading')} />}
              {job && <ImportResult job={job} />}
              {/* The history is where the job can be followed after the dialog closes, and undone. */}
              {jobId && (
                <RouterLink to={`${paths.imports}/${jobId}`} onNavigate={close}>
                  {t('import.open-job')}
                </RouterLink>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t('import.close')}
              </Button>
              {!jobId && (
                <Button appearance="primary" type="submit" disabled={form.busy}>
                  {t('import.submit')}
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

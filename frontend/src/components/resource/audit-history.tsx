import { useState } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  MAINTENANCE_AUTHOR,
  SORT_FIELD_LABELS,
  formatDay,
  formatPrice,
  formatSignedPoints,
  type AuditChange,
  type AuditEntry,
  type MessageKey,
} from '@portail/common';
import { Pager } from '../pager';
import { useT, type Translate } from '../../i18n/use-t';
import { useAuditHistory } from './audit-api';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalS },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  value: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
});

const ACTION: Record<AuditEntry['action'], MessageKey> = { create: 'audit.action.create', update: 'audit.action.update', delete: 'audit.action.delete' };
const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

/** What the history knows of the dialog's inputs: the label of each field, and of each choice of a list. */
export interface AuditField {
  name: string;
  label: string;
  options?: readonly { value: string; label: string }[];
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A field by the label of its input, else by the words the lists use for it; the stored key only as a last resort. */
const labelOf = (field: string, fields: readonly AuditField[]): string => {
  const label = fields.find((f) => f.name === field)?.label ?? SORT_FIELD_LABELS[field];
  return label ? capitalised(label) : field;
};

// Figures as the screens show them: points whole and rounded down, prices and amounts grouped with a comma.
// A field of another kind (a year, a version number) keeps its digits as they are.
const POINTS = /points/i;
const FIGURE = /price|amount|cost|total|balance|discount/i;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function show(v: unknown, t: Translate, field: AuditField | undefined, name: string): string {
  if (v === undefined) return '—';
  if (v === null || v === '') return '∅';
  if (typeof v === 'boolean') return t(v ? 'bo.yes' : 'bo.no');
  const option = field?.options?.find((o) => o.value === String(v));
  if (option) return option.label;
  if (typeof v === 'number' && POINTS.test(name)) return formatSignedPoints(v);
  if (typeof v === 'number' && FIGURE.test(name)) return formatPrice(v);
  if (typeof v === 'string' && ISO_DAY.test(v)) return formatDay(v);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(', ');
  return JSON.stringify(v);
}

function Change({ change, fields }: { change: AuditChange; fields: readonly AuditField[] }) {
  const styles = useStyles();
  const t = useT();
  const field = fields.find((f) => f.name === change.field);
  return (
    <li>
      <strong>{labelOf(change.field, fields)}</strong> : <span className={styles.value}>{show(change.before, t, field, change.field)}</span> →{' '}
      <span className={styles.value}>{show(change.after, t, field, change.field)}</span>
    </li>
  );
}

/**
 * « Historique » of an edit dialog: who changed the record, when, and each field before and after
 * (GET /api/audit). Closed by default; the history is read only once it is opened.
 */
export function AuditHistory({ entity, entityId, fields = [] }: { entity: string; entityId: string; fields?: readonly AuditField[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Accordion collapsible openItems={open ? ['history'] : []} onToggle={(_, data) => setOpen(data.openItems.includes('history'))}>
      <AccordionItem value="history">
        <AccordionHeader as="h3">{t('audit.title')}</AccordionHeader>
        <AccordionPanel>{open && <AuditEntries entity={entity} entityId={entityId} fields={fields} />}</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

function AuditEntries({ entity, entityId, fields }: { entity: string; entityId: string; fields: readonly AuditField[] }) {
  const styles = useStyles();
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, error } = useAuditHistory(entity, entityId, page);
  if (error) return <Body1 role="alert">{t('audit.load-error')}</Body1>;
  if (!data) return <Spinner size="tiny" label={t('app.loading')} />;
  if (data.items.length === 0) return <Body1>{t('audit.empty')}</Body1>;
  return (
    <>
      <ul className={styles.list} aria-label={t('audit.title')}>
        {data.items.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <Caption1>
              {t('audit.entry', {
                date: dateTime(entry.at),
                who: entry.by === MAINTENANCE_AUTHOR ? t('audit.maintenance-author') : (entry.byName ?? entry.byEmail ?? t('audit.unknown-author')),
                action: t(ACTION[entry.action]),
              })}
            </Caption1>
            {entry.reason && <Body1 as="p">{t('audit.reason', { reason: entry.reason })}</Body1>}
            {entry.changes.length > 0 && (
              <ul className={styles.changes}>
                {entry.changes.map((change) => (
                  <Change key={change.field} change={change} fields={fields} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Pager page={data.pagination?.CurrentPage ?? page} totalPages={data.pagination?.TotalPages ?? 1} onChange={setPage} label={t('audit.pagination')} />
    </>
  );
}

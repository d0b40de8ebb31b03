import { useState } from 'react';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { AuditChange, AuditEntry, MessageKey } from '@portail/common';
import { Pager } from '../pager';
import { useT } from '../../i18n/use-t';
import { useAuditHistory } from './audit-api';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`, paddingLeft: tokens.spacingHorizontalS },
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  value: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
});

const ACTION: Record<AuditEntry['action'], MessageKey> = { create: 'audit.action.create', update: 'audit.action.update', delete: 'audit.action.delete' };
const dateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

const show = (v: unknown): string => (v === undefined ? '—' : v === null ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

function Change({ change }: { change: AuditChange }) {
  const styles = useStyles();
  return (
    <li>
      <strong>{change.field}</strong> : <span className={styles.value}>{show(change.before)}</span> → <span className={styles.value}>{show(change.after)}</span>
    </li>
  );
}

/**
 * « Historique » of an edit dialog: who changed the record, when, and each field before and after
 * (GET /api/audit). Closed by default; the history is read only once it is opened.
 */
export function AuditHistory({ entity, entityId }: { entity: string; entityId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Accordion collapsible openItems={open ? ['history'] : []} onToggle={(_, data) => setOpen(data.openItems.includes('history'))}>
      <AccordionItem value="history">
        <AccordionHeader as="h3">{t('audit.title')}</AccordionHeader>
        <AccordionPanel>{open && <AuditEntries entity={entity} entityId={entityId} />}</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}

function AuditEntries({ entity, entityId }: { entity: string; entityId: string }) {
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
              {t('audit.entry', { date: dateTime(entry.at), who: entry.byEmail ?? entry.by, action: t(ACTION[entry.action]) })}
            </Caption1>
            {entry.reason && <Body1 as="p">{t('audit.reason', { reason: entry.reason })}</Body1>}
            {entry.changes.length > 0 && (
              <ul className={styles.changes}>
                {entry.changes.map((change) => (
                  <Change key={change.field} change={change} />
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

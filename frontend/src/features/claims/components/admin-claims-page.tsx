import { useState } from 'react';
import {
  Badge,
  Body1,
  Button,
  Card,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CLAIM_AGE_FILTERS, CLAIM_STATUSES, formatDateFr, formatPoints, isAdminRole, type Claim, type ClaimKpi, type ClaimStatus } from '@portail/common';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useDebounced } from '../../../components/use-debounced';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { useClaimKpi, useClaimList } from '../api/claims';
import { ClaimDetailDialog } from './claim-detail-dialog';
import { ClaimStatusBadge } from './claim-status-badge';

const useStyles = makeStyles({
  kpis: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  kpi: { padding: tokens.spacingHorizontalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  scroll: { overflowX: 'auto' },
  // Columns take their content's width (Fluent shares it equally): on a phone the table scrolls sideways
  // instead of laying the status over the invoice number.
  table: { tableLayout: 'auto', minWidth: '560px' },
  wrap: { overflowWrap: 'anywhere' },
  flag: { marginLeft: tokens.spacingHorizontalXS },
  invoice: { minWidth: 0, paddingLeft: 0, paddingRight: 0, justifyContent: 'flex-start', textAlign: 'start' },
});

/** The administrator's figures: claims open, median days to resolve, points granted this year. */
function ClaimKpis({ kpi }: { kpi: ClaimKpi }) {
  const styles = useStyles();
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <div className={styles.kpis}>
      <Card className={styles.kpi}>
        <Text>{t('claims.kpi-open')}</Text>
        <Text className={styles.figure}>{kpi.open}</Text>
      </Card>
      <Card className={styles.kpi}>
        <Text>{t('claims.kpi-median')}</Text>
        <Text className={styles.figure}>
          {kpi.medianDaysToResolve === null ? t('claims.kpi-none') : t('claims.kpi-median-value', { days: String(kpi.medianDaysToResolve).replace('.', ',') })}
        </Text>
      </Card>
      <Card className={styles.kpi}>
        <Text>{t('claims.kpi-points', { year })}</Text>
        <Text className={styles.figure}>{formatPoints(kpi.pointsGrantedThisYear)}</Text>
      </Card>
    </div>
  );
}

interface Filters {
  status: ClaimStatus | '';
  age: string;
  search: string;
}

/** Status, age and a search; each change starts again on page 1 (onChange). */
function ClaimFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.filters}>
      <Field label={t('claims.filter-status')}>
        <Select value={filters.status} onChange={(_, d) => onChange({ ...filters, status: d.value as ClaimStatus | '' })}>
          <option value="">{t('claims.filter-all')}</option>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`claims.status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('claims.filter-age')}>
        <Select value={filters.age} onChange={(_, d) => onChange({ ...filters, age: d.value })}>
          <option value="">{t('claims.age-any')}</option>
          {CLAIM_AGE_FILTERS.map((days) => (
            <option key={days} value={String(days)}>
              {t('claims.age-days', { days })}
            </option>
          ))}
        </Select>
      </Field>
      <SearchBox label={t('claims.search')} value={filters.search} onChange={(v) => onChange({ ...filters, search: v })} />
    </div>
  );
}

/** A page of claims; the invoice number opens the claim. */
function ClaimsTable({ claims, onOpen }: { claims: Claim[]; onOpen: (claim: Claim) => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={t('claims.table')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('claims.created')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.customer')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.invoice-number')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.filter-status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {claims.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{formatDateFr(c.createdAt)}</TableCell>
              <TableCell className={styles.wrap}>{`${c.customerName} (${c.customerNumber})`}</TableCell>
              <TableCell>{t(`claims.kind.${c.kind}`)}</TableCell>
              <TableCell>
                <Button
                  className={styles.invoice}
                  appearance="transparent"
                  aria-label={t('claims.open', { invoice: c.invoiceNumber })}
                  onClick={() => onOpen(c)}
                >
                  {c.invoiceNumber}
                </Button>
              </TableCell>
              <TableCell>
                <ClaimStatusBadge status={c.status} />
                {c.flag && (
                  <Badge className={styles.flag} appearance="outline" color="warning">
                    {t('claims.event.flagged')}
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The back office's « Réclamations »: the list protocol with its filters, each claim opened in a dialog. */
export default function AdminClaimsPage() {
  const t = useT();
  const { user } = useSession();
  const isAdmin = isAdminRole(user?.userRole);
  const [filters, setFilters] = useState<Filters>({ status: '', age: '', search: '' });
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Claim | null>(null);
  const settledSearch = useDebounced(filters.search, 500);
  const { data, error, mutate } = useClaimList({
    pageNumber: page,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.age ? { olderThanDays: Number(filters.age) } : {}),
    ...(settledSearch.trim() ? { search: settledSearch.trim() } : {}),
  });
  const kpi = useClaimKpi(isAdmin);
  const claims = Array.isArray(data?.items) ? data.items : [];

  return (
    <Page title={t('page.admin-claims')}>
      {kpi.data && <ClaimKpis kpi={kpi.data} />}
      <ClaimFilters filters={filters} onChange={(next) => (setFilters(next), setPage(1))} />
      {error ? (
        <Body1 role="alert">{t('claims.load-error')}</Body1>
      ) : data && claims.length === 0 ? (
        <Body1>{t('claims.no-results')}</Body1>
      ) : (
        <ClaimsTable claims={claims} onOpen={setOpened} />
      )}
      <Pager page={page} totalPages={data?.pagination?.TotalPages ?? 1} onChange={setPage} label={t('list.pagination')} />
      {opened && (
        <ClaimDetailDialog
          customerId={opened.customerId}
          claimId={opened.id}
          isAdmin={isAdmin}
          onClose={() => setOpened(null)}
          onChanged={() => {
            void mutate();
            void kpi.mutate();
          }}
        />
      )}
    </Page>
  );
}

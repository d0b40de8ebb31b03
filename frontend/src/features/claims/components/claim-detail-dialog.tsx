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
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { formatDateFr, formatEuro, isOpenClaim, type ClaimDetail, type ClaimLineValues } from '@portail/common';
import { useLoading } from '../../../components/loading-overlay';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { saveFile } from '../../../components/save-file';
import { useT } from '../../../i18n/use-t';
import { apiBlob } from '../../../lib/api-extra';
import { claimInvoicePath, useClaimDetail } from '../api/claims';
import { ClaimComment, ClaimDecision, type ClaimAct } from './claim-decisions';
import { ClaimHistory } from './claim-history';
import { ClaimStatusBadge } from './claim-status-badge';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(860px, calc(100vw - 24px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  // Not shrunk by the dialog's scrolling column: a table keeps its rows' height.
  scroll: { overflowX: 'auto', flexShrink: 0 },
  // Columns as wide as their content, scrolled sideways on a phone rather than laid over one another.
  table: { tableLayout: 'auto', minWidth: '480px' },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  flag: {
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
  },
  flagTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
});

function LinesTable({ label, rows }: { label: string; rows: readonly ClaimLineValues[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('claims.order-number')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.reference')}</TableHeaderCell>
            <TableHeaderCell>{t('claims.date')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('claims.amount')}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{t('claims.quantity')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.orderNumber}-${r.reference}-${i}`}>
              <TableCell>{r.orderNumber}</TableCell>
              <TableCell>{r.reference}</TableCell>
              <TableCell>{formatDateFr(r.date)}</TableCell>
              <TableCell className={styles.amount}>{formatEuro(r.amount)}</TableCell>
              <TableCell className={styles.amount}>{r.quantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** What was declared: the customer, the kind, the line and its values, and a refusal's reason. */
function ClaimFacts({ claim }: { claim: ClaimDetail }) {
  const styles = useStyles();
  const t = useT();
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>{t('claims.customer')}</dt>
      <dd className={styles.value}>{`${claim.customerName} (${claim.customerNumber})`}</dd>
      <dt className={styles.term}>{t('claims.kind')}</dt>
      <dd className={styles.value}>{t(`claims.kind.${claim.kind}`)}</dd>
      <dt className={styles.term}>{t('claims.claimed')}</dt>
      <dd className={styles.value}>
        {t('claims.line-summary', {
          invoice: claim.invoiceNumber,
          order: claim.orderNumber,
          reference: claim.currentReference ? `${claim.currentReference} → ${claim.reference}` : claim.reference,
        })}
        <br />
        {t('claims.values', { amount: formatEuro(claim.amount), quantity: claim.quantity, date: formatDateFr(claim.date) })}
      </dd>
      {claim.refusalReason && (
        <>
          <dt className={styles.term}>{t('claims.refuse-reason')}</dt>
          <dd className={styles.value}>{claim.refusalReason}</dd>
        </>
      )}
    </dl>
  );
}

/** The import brought other values than the ones declared: both, side by side. */
function ClaimFlag({ flag }: { flag: NonNullable<ClaimDetail['flag']> }) {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.flag} aria-label={t('claims.flag')}>
      <Body1 className={styles.flagTitle}>
        <WarningRegular aria-hidden /> {t('claims.flag')}
      </Body1>
      <Caption1>{t('claims.claimed')}</Caption1>
      <LinesTable label={t('claims.claimed')} rows={[flag.claimed]} />
      <Caption1>{t('claims.imported')}</Caption1>
      <LinesTable label={t('claims.imported')} rows={flag.imported} />
    </section>
  );
}

interface ClaimDetailDialogProps {
  customerId: string;
  claimId: string;
  isAdmin: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** One claim in the back office: what was declared, what the import brought, the invoice's lines, and the decisions. */
export function ClaimDetailDialog({ customerId, claimId, isAdmin, onClose, onChanged }: ClaimDetailDialogProps) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { track } = useLoading();
  const { data, mutate } = useClaimDetail(customerId, claimId);
  const [busy, setBusy] = useState(false);
  const claim = data?.data;

  const act: ClaimAct = async (action, success) => {
    setBusy(true);
    try {
      await track(action());
      notify.success(success);
      await mutate();
      onChanged();
      return true;
    } catch (err) {
      notifyFailure(err, { fallback: 'claims.load-error' });
      // A refusal for a stale version: the screen reads the claim again.
      await mutate();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    try {
      const file = await track(apiBlob(claimInvoicePath(customerId, claimId)));
      saveFile(file.blob, file.fileName ?? 'facture.pdf');
    } catch (err) {
      notifyFailure(err, { fallback: 'alert.error.file-download' });
    }
  };

  const open = claim ? isOpenClaim(claim.status) : false;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('claims.detail-title', { invoice: claim?.invoiceNumber ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            {claim && (
              <>
                <div>
                  <ClaimStatusBadge status={claim.status} />
                </div>
                <ClaimFacts claim={claim} />
                {claim.attachment && (
                  <div>
                    <Button onClick={() => void download()}>{t('claims.download-invoice')}</Button>
                  </div>
                )}
                {claim.flag && <ClaimFlag flag={claim.flag} />}
                <Subtitle2 as="h3">{t('claims.invoice-lines')}</Subtitle2>
                {claim.invoiceLines.length ? (
                  <LinesTable label={t('claims.invoice-lines')} rows={claim.invoiceLines} />
                ) : (
                  <Caption1>{t('claims.no-invoice-lines')}</Caption1>
                )}
                <Subtitle2 as="h3">{t('claims.history')}</Subtitle2>
                <ClaimHistory events={claim.history} />
                {open && <ClaimComment customerId={customerId} claimId={claimId} busy={busy} act={act} />}
                {open && isAdmin && <ClaimDecision customerId={customerId} claimId={claimId} busy={busy} act={act} etag={data?.etag ?? null} />}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('claims.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

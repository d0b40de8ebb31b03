import { useState } from 'react';
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CLAIM_COMMENT_MAX, CLAIM_REASON_MAX } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { acceptClaim, commentOnClaim, refuseClaim } from '../api/claims';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Runs a decision on the claim, says so and reads the claim again; true when it was made. */
export type ClaimAct = (action: () => Promise<unknown>, success: string) => Promise<boolean>;

interface ClaimActionProps {
  customerId: string;
  claimId: string;
  busy: boolean;
  act: ClaimAct;
}

/** A comment on an open claim, by its customer or the back office. */
export function ClaimComment({ customerId, claimId, busy, act }: ClaimActionProps) {
  const styles = useStyles();
  const t = useT();
  const [comment, setComment] = useState('');
  return (
    <>
      <Field label={t('claims.comment-label')}>
        <Textarea value={comment} maxLength={CLAIM_COMMENT_MAX} rows={2} resize="vertical" onChange={(_, d) => setComment(d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button
          disabled={busy || comment.trim() === ''}
          onClick={() => void act(() => commentOnClaim(customerId, claimId, comment.trim()), t('claims.commented-toast')).then((ok) => ok && setComment(''))}
        >
          {t('claims.send-comment')}
        </Button>
      </div>
    </>
  );
}

/** The back office's decision on an open claim: accepted, or refused with a reason; `etag` the version read. */
export function ClaimDecision({ customerId, claimId, busy, act, etag }: ClaimActionProps & { etag: string | null }) {
  const styles = useStyles();
  const t = useT();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  return (
    <>
      <Field label={t('claims.refuse-reason')} validationMessage={reasonError} validationState={reasonError ? 'error' : 'none'}>
        <Textarea value={reason} maxLength={CLAIM_REASON_MAX} rows={2} resize="vertical" onChange={(_, d) => (setReason(d.value), setReasonError(undefined))} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={() => void act(() => acceptClaim(customerId, claimId, etag), t('claims.accepted-toast'))}>
          {t('claims.accept')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            if (reason.trim() === '') return setReasonError(t('rules.required'));
            void act(() => refuseClaim(customerId, claimId, reason.trim(), etag), t('claims.refused-toast'));
          }}
        >
          {t('claims.refuse')}
        </Button>
      </div>
    </>
  );
}

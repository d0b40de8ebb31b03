import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { updatePointsRequestSchema, type AdminCustomerRow } from '@portail/common';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { TextField } from '../../../../components/text-field';
import { useT } from '../../../../i18n/use-t';
import { updateCustomerPoints } from '../../api/customers';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Adds (positive) or removes (negative) points for the current year: a non-zero whole number and a reason,
 * both required (the reason goes to the customer's « Historique »).
 */
export function CustomerPointsDialog({ customer, onClose }: { customer: AdminCustomerRow; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    const value = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    const parsed = updatePointsRequestSchema.safeParse({ customerId: customer.id, manualPointsToAdd: value, reason: reason.trim() });
    const found: { amount?: string; reason?: string } = {};
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.path[0] === 'manualPointsToAdd') found.amount ??= t('admin.points-must-be-number');
    if (!reason.trim()) found.reason = t('alert.error.points-reason');
    if (found.amount || found.reason) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await updateCustomerPoints(customer.id, value, reason.trim());
      notify.success(t('alert.success.add-edit-customer-points'));
      onClose();
    } catch (cause) {
      notifyFailure(cause, { prefix: 'alert.error.add-edit-customer-points' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{t('customers.points-title', { name: customer.name })}</DialogTitle>
            <DialogContent className={styles.content}>
              <TextField
                label={t('customers.points-amount')}
                required
                value={amount}
                maxLength={9}
                error={errors.amount}
                onChange={(v) => {
                  setAmount(v);
                  setErrors((e) => ({ ...e, amount: undefined }));
                }}
              />
              <Field label={t('customers.points-reason')} required validationMessage={errors.reason} validationState={errors.reason ? 'error' : 'none'}>
                <Textarea
                  value={reason}
                  maxLength={500}
                  resize="vertical"
                  onChange={(_, d) => {
                    setReason(d.value);
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {t('customers.points-save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

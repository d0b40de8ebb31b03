import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where « Annuler » would be ambiguous (the action itself cancels something): say what staying means. */
  cancelLabel?: string;
}

/** A yes/no question; Fluent's Dialog traps focus and gives it back to the opener on close. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, cancelLabel }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('login.cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

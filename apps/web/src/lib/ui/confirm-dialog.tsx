import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two; further content (an error) may follow. */
  children: ReactNode;
  /** The confirming button's text; "Ta bort" by default. */
  confirmLabel?: string;
  /** While the action runs: the buttons are disabled and Esc does nothing. */
  busy?: boolean;
  /** The confirming button's text while the action runs; "Tar bort…" for the default delete. */
  busyLabel?: string;
  /** Hides the confirming button (e.g. when the action has been refused). */
  hideConfirm?: boolean;
  /** Extra buttons before Cancel, e.g. a safer alternative. */
  extraActions?: ReactNode;
  onConfirm(): void;
  onClose(): void;
  testId?: string;
}

/**
 * Asks before a destructive action. Cancel has the focus, so Enter never deletes by accident;
 * Esc closes unless the action is running.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel,
  hideConfirm = false,
  extraActions,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {extraActions}
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('common.cancel')}
        </Button>
        {!hideConfirm && (
          <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
            {busy
              ? (busyLabel ?? confirmLabel ?? t('common.deleting'))
              : (confirmLabel ?? t('common.delete'))}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

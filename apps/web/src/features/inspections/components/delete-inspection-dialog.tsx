import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Inspection } from '@syna/contracts/inspections';
import { useInspectionTexts } from '@/features/inspections/texts';

interface DeleteInspectionDialogProps {
  open: boolean;
  inspection: Pick<Inspection, 'number'>;
  busy: boolean;
  /** Why the server refused the deletion (an assignment with issued reports is kept), if it did. */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before an inspection is deleted for good: the number must be typed, so that a slip of the
 * finger on a phone deletes nothing. Enter confirms once the number matches; Esc closes.
 */
export function DeleteInspectionDialog({
  open,
  inspection,
  busy,
  error,
  onConfirm,
  onClose,
}: DeleteInspectionDialogProps) {
  const { t } = useInspectionTexts();
  const titleId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === inspection.number;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="delete-inspection-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !busy) onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{t('delete.title', { number: inspection.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {t('delete.body', { number: inspection.number })}
          </DialogContentText>
          <DialogContentText id={hintId} sx={{ mb: 2, color: 'text.primary' }}>
            {t('delete.confirmLabel', { number: inspection.number })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            label={t('delete.numberLabel')}
            placeholder={inspection.number}
            autoComplete="off"
            slotProps={{ htmlInput: { 'data-testid': 'delete-confirm-number', 'aria-describedby': hintId } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-inspection-error">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || busy}>
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

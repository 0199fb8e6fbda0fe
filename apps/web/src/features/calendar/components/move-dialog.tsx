import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCalendarTexts } from '@/features/calendar/texts';

interface MoveDialogProps {
  /** "Flytta uppdrag 2026-0007 till Anna Berg tis 1 dec 09:00?" */
  question: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a dropped assignment is moved: a drop is easily made by mistake, and the inspector is told. */
export function MoveDialog({ question, busy, onConfirm, onClose }: MoveDialogProps) {
  const { t } = useCalendarTexts();
  const common = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="dispatch-move-dialog"
    >
      <DialogTitle id={titleId}>{t('dispatch.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary' }} data-testid="dispatch-move-question">
          {question}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('dispatch.notice')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {common.t('common.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          autoFocus
          data-testid="dispatch-move-confirm"
        >
          {t('dispatch.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

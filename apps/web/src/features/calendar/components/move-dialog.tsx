import { useId, type ReactNode } from 'react';
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
  /** The fields choosing where to, when the move is not a drop; the question follows them. */
  children?: ReactNode;
  /** False while the choice is where the assignment already is. */
  canConfirm?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asks before an assignment is moved: a drop is easily made by mistake, and the inspector is told.
 * Without a drop (from the keyboard or a touch screen), its fields choose where to first.
 */
export function MoveDialog({
  question,
  busy,
  children,
  canConfirm = true,
  onConfirm,
  onClose,
}: MoveDialogProps) {
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
        {children}
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
          disabled={busy || !canConfirm}
          variant="contained"
          autoFocus={!children}
          data-testid="dispatch-move-confirm"
        >
          {t('dispatch.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

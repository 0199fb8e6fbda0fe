import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

interface FreeCopyDialogProps {
  /** The assignment's changes still in the outbox: while any wait, the copy is not removed. */
  waiting: number;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an assignment's offline copy is removed, and refuses while its changes wait. */
export function FreeCopyDialog({ waiting, busy, onConfirm, onClose }: FreeCopyDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      title={t('offlineCopy.removeTitle')}
      busy={busy}
      hideConfirm={waiting > 0}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="free-offline-copy"
    >
      <Typography>
        {waiting > 0 ? t('offlineCopy.removeWaiting', { count: waiting }) : t('offlineCopy.removeBody')}
      </Typography>
    </ConfirmDialog>
  );
}

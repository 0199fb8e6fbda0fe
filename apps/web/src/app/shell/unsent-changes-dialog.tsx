import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOnline } from '@/lib/pwa/online-status';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

interface UnsentChangesDialogProps {
  open: boolean;
  count: number;
  onClose(): void;
  onLogout(): void;
}

/**
 * Asked before signing out while the outbox holds changes: signing out erases them from the device,
 * so the user may send them first (with a network) or log out anyway.
 */
export function UnsentChangesDialog({ open, count, onClose, onLogout }: UnsentChangesDialogProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const runner = useOffline()?.runner;
  return (
    <ConfirmDialog
      open={open}
      title={t('shell.unsentTitle')}
      confirmLabel={t('shell.logoutAnyway')}
      onConfirm={() => {
        onClose();
        onLogout();
      }}
      onClose={onClose}
      testId="unsent-changes-dialog"
      extraActions={
        online &&
        runner && (
          <Button
            onClick={() => {
              runner.syncNow();
              onClose();
            }}
          >
            {t('shell.sendFirst')}
          </Button>
        )
      }
    >
      <DialogContentText>{t('shell.unsentText', { count })}</DialogContentText>
      {!online && <DialogContentText sx={{ mt: 1 }}>{t('shell.unsentOffline')}</DialogContentText>}
    </ConfirmDialog>
  );
}

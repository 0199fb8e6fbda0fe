import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The one message when the sign-in has ended and cannot be renewed: sign in again and come back to
 * this page, or close it first (to copy unsaved text); the next refused call shows it again.
 */
export default function SessionExpiredDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const titleId = useId();
  const [leaving, setLeaving] = useState(false);
  const signInAgain = () => {
    setLeaving(true);
    void auth.signInAgain().catch(() => setLeaving(false));
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="session-expired"
    >
      <DialogTitle id={titleId}>{t('session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('session.expiredBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={leaving}>
          {t('common.close')}
        </Button>
        <Button variant="contained" onClick={signInAgain} disabled={leaving} autoFocus>
          {t('session.signInAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

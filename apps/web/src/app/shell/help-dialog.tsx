import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUPPORT_URL } from '@/lib/support';

const TOPICS = [
  'help.dashboard',
  'help.notifications',
  'help.history',
  'help.organizations',
  'help.liveConnection',
] as const;

/** Short guidance for the shell and a way to reach support. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="help-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="help-dialog-title">{t('help.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('help.intro')}</Typography>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {TOPICS.map((key) => (
            <Typography component="li" key={key} sx={{ mb: 1 }}>
              {t(key)}
            </Typography>
          ))}
        </ul>
        <Typography sx={{ mt: 2 }}>
          {t('help.support')} <Link href={SUPPORT_URL}>{t('help.supportLink')}</Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

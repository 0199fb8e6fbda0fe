import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SUPPORT_URL } from '@/lib/support';
import { ReadingDialog } from '@/lib/ui/reading-dialog';

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
    <ReadingDialog open={open} onClose={onClose} titleId="help-dialog-title" title={t('help.title')}>
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
    </ReadingDialog>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useOnline } from '@/lib/pwa/online-status';
import { useWaitingChanges } from '@/lib/offline/outbox-hooks';
import { visuallyHidden } from '@/lib/ui/visually-hidden';

/**
 * The top bar's sign that the device has no network: "Offline", and how many changes wait to be
 * sent when some do; the browser's tooltip and the screen reader say what it means.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useWaitingChanges().count;
  if (online) return null;
  const detail = t('shell.offlineDetail');
  const waitingText = waiting > 0 ? t('shell.waitingChanges', { count: waiting }) : null;
  return (
    <Box
      role="status"
      data-testid="offline-indicator"
      title={waitingText ? `${detail} (${waitingText})` : detail}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        flexShrink: 0,
        px: 1,
        py: 0.25,
        borderRadius: 4,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 500,
        whiteSpace: 'nowrap',
      }}
    >
      {/* On a phone's top bar the icon alone: with the word the bar would be wider than the screen. */}
      <CloudOffIcon fontSize="small" aria-hidden />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('shell.offline')}
      </Box>
      {waitingText && (
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          · {waitingText}
        </Box>
      )}
      {/* What the chip means, for those who cannot hover it. */}
      <Box component="span" sx={visuallyHidden}>
        {detail}
      </Box>
    </Box>
  );
}

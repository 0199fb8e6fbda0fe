import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DownloadForOfflineOutlinedIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import { keepProgressLabel, useCopyActions, type useOfflineCopies } from '@/lib/offline/offline-copy';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { useOnline } from '@/lib/pwa/online-status';
import { useInspectionTexts } from '@/features/inspections/texts';

// Asking before a copy is removed: its dialog loads when first needed, not with the dashboard.
const FreeCopyDialog = lazy(async () => ({
  default: (await import('@/lib/offline/free-copy-dialog')).FreeCopyDialog,
}));

type OfflineCopies = ReturnType<typeof useOfflineCopies>;

/** The "Offline" mark of an assignment of the day that is kept on the device. */
export function DayOfflineMark({ copies, id }: { copies: OfflineCopies; id: string }) {
  const { t } = useTranslation();
  if (!copies.record(id)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="success"
      icon={<OfflinePinIcon />}
      label={t('offlineCopy.kept')}
      title={t('offlineCopy.keptLabel')}
      data-testid="today-offline-mark"
    />
  );
}

/** Takes an assignment of the day offline, or removes its copy after asking; shows the saving. */
export function DayOfflineToggle({
  copies,
  id,
  number,
  title,
}: {
  copies: OfflineCopies;
  id: string;
  number: string;
  title: string;
}) {
  const { t } = useInspectionTexts.firstLoad();
  const shell = useTranslation();
  const online = useOnline();
  const waiting = useOutbox().changes.filter((change) => change.scope === id).length;
  const actions = useCopyActions(copies, id, title);
  const kept = copies.record(id) !== null;
  const progress = copies.progress(id);

  return (
    <>
      {progress && (
        <Typography
          variant="body2"
          role="status"
          sx={{ color: 'text.secondary' }}
          data-testid="today-offline-progress"
        >
          {keepProgressLabel(shell.t, progress)}
        </Typography>
      )}
      <IconButton
        sx={{ ml: 'auto', width: 48, height: 48 }}
        aria-label={t('today.offline', { number })}
        title={t('today.offline', { number })}
        aria-pressed={kept}
        color={kept ? 'success' : 'default'}
        disabled={!copies.ready || Boolean(progress) || (!kept && !online)}
        onClick={() => (kept ? actions.ask() : void actions.keep())}
        data-testid="today-offline-toggle"
      >
        {kept ? <OfflinePinIcon /> : <DownloadForOfflineOutlinedIcon />}
      </IconButton>
      {actions.asking && (
        <Suspense fallback={null}>
          <FreeCopyDialog
            waiting={waiting}
            busy={actions.freeing}
            onConfirm={() => void actions.free()}
            onClose={actions.cancel}
          />
        </Suspense>
      )}
    </>
  );
}

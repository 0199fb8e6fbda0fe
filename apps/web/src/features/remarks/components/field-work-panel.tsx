import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { formatBytes } from '@syna/contracts/format';
import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { useOnline } from '@/lib/pwa/online-status';
import { useRemarksTexts } from '@/features/remarks/texts';
import { FailedChanges, type DescribeChange } from './failed-changes';
import { OfflineCopyControl } from './offline-copy-control';

export interface FieldWorkPanelProps {
  inspectionId: string;
  /** The assignment's name in the list of offline copies. */
  title: string;
  /** What the assignment's offline copy holds (its details, contacts, choices, objects and photos). */
  copySource: AssignmentCopySource;
  /** Names the changes of the assignment itself (its status, its attributes) when they are refused. */
  describeChange?: DescribeChange;
}

/**
 * The assignment's field work: whether its changes are on the server ("3 ändringar väntar",
 * "Synkar…", "Allt är sparat"), the refused ones, and its offline copy ("Tillgänglig offline").
 */
export function FieldWorkPanel({ inspectionId, title, copySource, describeChange }: FieldWorkPanelProps) {
  const { t } = useRemarksTexts();
  const offline = useOffline();
  const online = useOnline();
  const { changes, syncing } = useOutbox();
  const own = changes.filter((change) => change.scope === inspectionId);
  const failed = own.filter((change) => change.state === 'failed');
  // A large photo is sent in parts: how far it is, rather than only that something is sent.
  const photo = own.find((change) => change.state === 'sending')?.photo;
  const syncingLabel =
    photo?.size !== undefined && photo.sent !== undefined
      ? t('offline.sendingPhoto', { sent: formatBytes(photo.sent), size: formatBytes(photo.size) })
      : t('offline.syncing');

  const waiting = t(own.length === 1 ? 'offline.waiting_one' : 'offline.waiting_other', {
    count: own.length,
  });
  const status =
    failed.length > 0
      ? {
          label: waiting,
          color: 'error' as const,
          icon: <ErrorOutlineIcon />,
        }
      : syncing && own.length > 0
        ? { label: syncingLabel, color: 'info' as const, icon: <CloudUploadOutlinedIcon /> }
        : own.length > 0
          ? {
              label: waiting,
              color: 'warning' as const,
              icon: <CloudOffOutlinedIcon />,
            }
          : { label: t('offline.saved'), color: 'success' as const, icon: <CloudDoneOutlinedIcon /> };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      data-testid="field-work-panel"
      aria-label={t('offline.title')}
      component="section"
    >
      <OfflineCopyControl
        inspectionId={inspectionId}
        title={title}
        source={copySource}
        waiting={own.length}
        help={!online ? t('offline.offline') : t('offline.availableHelp')}
      >
        <Chip
          icon={status.icon}
          label={status.label}
          color={status.color}
          variant="outlined"
          role="status"
          data-testid="sync-status"
        />
        {own.length > failed.length && online && !syncing && (
          <Button size="small" onClick={() => offline?.runner.syncNow()} data-testid="sync-now">
            {t('offline.syncNow')}
          </Button>
        )}
      </OfflineCopyControl>
      {failed.length > 0 && offline && (
        <FailedChanges changes={own} runner={offline.runner} describeChange={describeChange} />
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { formatBytes } from '@syna/contracts/format';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { useOnline } from '@/lib/pwa/online-status';
import { saveKeptQueriesNow } from '@/lib/pwa/query-persister';
import { showError } from '@/lib/snackbar/snackbar';
import { inspectionObjectsQuery, remarkGradesQuery } from '@/features/remarks/api';
import { useRemarksTexts } from '@/features/remarks/texts';
import { FailedChanges, type DescribeChange } from './failed-changes';

export interface FieldWorkPanelProps {
  inspectionId: string;
  /** The assignment's name in the list of offline copies. */
  title: string;
  /** Fetches and keeps the assignment's own queries (its details, contacts and choices). */
  keepAssignment(): Promise<unknown>;
  /** Names the changes of the assignment itself (its status, its attributes) when they are refused. */
  describeChange?: DescribeChange;
}

/** Fetches every photo of the objects list once, so that the browser keeps them for offline use. */
async function keepPhotos(urls: readonly string[]) {
  await Promise.all(urls.map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => undefined)));
}

/**
 * The assignment's field work: whether its changes are on the server ("3 ändringar väntar",
 * "Synkar…", "Allt är sparat"), the refused ones, and its offline copy ("Tillgänglig offline").
 */
export function FieldWorkPanel({ inspectionId, title, keepAssignment, describeChange }: FieldWorkPanelProps) {
  const { t } = useRemarksTexts();
  const offline = useOffline();
  const online = useOnline();
  const { changes, syncing } = useOutbox();
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const [keeping, setKeeping] = useState(false);
  const own = changes.filter((change) => change.scope === inspectionId);
  const failed = own.filter((change) => change.state === 'failed');
  const copies = useQuery({
    queryKey: ['offline', api.tenantId, 'copies'],
    queryFn: async () => ({
      kept: (await offline?.store.records()) ?? [],
      usage: (await navigator.storage?.estimate?.())?.usage ?? null,
    }),
    networkMode: 'always',
    enabled: Boolean(offline),
  });
  const kept = copies.data?.kept.some((record) => record.id === inspectionId) ?? false;

  async function keep() {
    if (!offline) return;
    setKeeping(true);
    try {
      const [objects] = await Promise.all([
        queryClient.fetchQuery(inspectionObjectsQuery(api, offline.runner, inspectionId)),
        queryClient.fetchQuery(remarkGradesQuery(api)),
        keepAssignment(),
      ]);
      const images = objects.flatMap((object) => object.remarks.flatMap((remark) => remark.images));
      await keepPhotos(images.flatMap((image) => [image.thumbnailUrl, image.url]));
      await saveKeptQueriesNow();
      await offline.store.keepRecord({ id: inspectionId, title, saved: new Date().toISOString() });
    } catch {
      showError(t('offline.keepFailed'));
    } finally {
      setKeeping(false);
      void copies.refetch();
    }
  }

  async function forget() {
    await offline?.store.forgetRecord(inspectionId);
    void copies.refetch();
  }

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
        ? { label: t('offline.syncing'), color: 'info' as const, icon: <CloudUploadOutlinedIcon /> }
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
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
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
        <FormControlLabel
          sx={{ ml: 'auto', mr: 0 }}
          control={
            <Switch
              checked={kept || keeping}
              disabled={keeping || !offline || (!kept && !online)}
              onChange={(_event, checked) => void (checked ? keep() : forget())}
              slotProps={{ input: { 'aria-describedby': `offline-help-${inspectionId}` } }}
              data-testid="keep-offline"
            />
          }
          label={keeping ? t('offline.saving') : t('offline.available')}
        />
      </Stack>
      <Typography id={`offline-help-${inspectionId}`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {!online ? t('offline.offline') : t('offline.availableHelp')}
      </Typography>
      {kept && copies.data?.usage != null && (
        <Typography variant="body2" color="text.secondary" data-testid="offline-storage">
          {t('offline.storage', { size: formatBytes(copies.data.usage) })}
        </Typography>
      )}
      {kept && (
        <Button
          size="small"
          color="inherit"
          onClick={() => void forget()}
          data-testid="remove-offline-copy"
          sx={{ mt: 0.5 }}
        >
          {t('offline.remove')}
        </Button>
      )}
      {failed.length > 0 && offline && (
        <FailedChanges changes={own} runner={offline.runner} describeChange={describeChange} />
      )}
    </Paper>
  );
}

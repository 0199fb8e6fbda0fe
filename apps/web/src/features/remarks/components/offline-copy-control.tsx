import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatBytes } from '@syna/contracts/format';
import { FreeCopyDialog } from '@/lib/offline/free-copy-dialog';
import {
  keepProgressLabel,
  useCopyActions,
  useOfflineCopies,
  useOfflineCopySize,
} from '@/lib/offline/offline-copy';
import type { AssignmentCopySource } from '@/lib/offline/offline-copy-source';
import { useOnline } from '@/lib/pwa/online-status';
import { useRemarksTexts } from '@/features/remarks/texts';

interface OfflineCopyControlProps {
  inspectionId: string;
  title: string;
  source: AssignmentCopySource;
  /** The assignment's changes in the outbox: its copy is not removed while any wait. */
  waiting: number;
  /** What the switch does, or that there is no network, below it. */
  help: string;
  /** Shown before the switch on its row (the panel's sync status). */
  children: ReactNode;
}

/**
 * "Tillgänglig offline": the switch that keeps the assignment on the device ("Sparar bilder 3 av
 * 12" meanwhile), what its copy takes there, and removing it after asking.
 */
export function OfflineCopyControl({
  inspectionId,
  title,
  source,
  waiting,
  help,
  children,
}: OfflineCopyControlProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const online = useOnline();
  const copies = useOfflineCopies(source);
  const record = copies.record(inspectionId);
  const progress = copies.progress(inspectionId);
  const size = useOfflineCopySize(source, inspectionId, Boolean(record) && !progress);
  const actions = useCopyActions(copies, inspectionId, title);
  const helpId = `offline-help-${inspectionId}`;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {children}
        <FormControlLabel
          sx={{ ml: 'auto', mr: 0 }}
          control={
            <Switch
              checked={Boolean(record || progress)}
              disabled={Boolean(progress) || !copies.ready || (!record && !online)}
              onChange={(_event, checked) => (checked ? void actions.keep() : actions.ask())}
              slotProps={{ input: { 'aria-describedby': helpId } }}
              data-testid="keep-offline"
            />
          }
          label={progress ? keepProgressLabel(shell.t, progress) : shell.t('offlineCopy.available')}
          data-testid="keep-offline-label"
        />
      </Stack>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {help}
      </Typography>
      {record && !progress && size.data && (
        <Typography variant="body2" color="text.secondary" data-testid="offline-storage">
          {t('offline.storage', {
            size: formatBytes(size.data.copy),
            device: size.data.device === null ? '–' : formatBytes(size.data.device),
          })}
        </Typography>
      )}
      {record && !progress && (record.failedFiles ?? 0) > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="body2" color="error" data-testid="offline-files-failed">
            {shell.t('offlineCopy.filesFailed', { count: record.failedFiles })}
          </Typography>
          {online && (
            <Button size="small" onClick={() => void actions.keep()}>
              {t('offline.retryFiles')}
            </Button>
          )}
        </Stack>
      )}
      {record && !progress && (
        <Button
          size="small"
          color="inherit"
          onClick={actions.ask}
          data-testid="remove-offline-copy"
          sx={{ mt: 0.5 }}
        >
          {t('offline.remove')}
        </Button>
      )}
      {actions.asking && (
        <FreeCopyDialog
          waiting={waiting}
          busy={actions.freeing}
          onConfirm={() => void actions.free()}
          onClose={actions.cancel}
        />
      )}
    </>
  );
}

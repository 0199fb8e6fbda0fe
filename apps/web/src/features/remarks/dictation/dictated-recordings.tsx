import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useOnline } from '@/lib/pwa/online-status';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';
import { clockText } from './recorder-state';
import { RecordingAudio } from './recording-audio';
import type { DictatedRecording, Dictation } from './use-dictation';

/**
 * The dialog's recordings under the remark text: each with its player, the transcription's state
 * (announced as it changes), another try when it failed, and delete after a confirmation.
 */
export function DictatedRecordings({ dictation }: { dictation: Dictation }) {
  const { t } = useRemarksTexts();
  const [deleting, setDeleting] = useState<DictatedRecording | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const online = useOnline();
  if (dictation.items.length === 0) return null;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dictation.remove(deleting);
      setDeleting(null);
    } catch {
      setDeleteFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('dictation.recordings')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {dictation.items.map((item, index) => {
          const name = t('dictation.recordingName', {
            number: index + 1,
            time: clockText(item.durationMs / 1000),
          });
          const { recording, problem } = item;
          const failed = !!problem || recording?.state === 'failed';
          const status = problem
            ? t(problem.step === 'upload' ? 'dictation.uploadFailed' : 'dictation.transcriptionFailed', {
                reason: problem.message,
              })
            : item.kept && !online
              ? t('dictation.kept')
              : !recording
                ? t('dictation.uploading')
                : recording.state === 'failed'
                  ? t('dictation.transcriptionFailed', { reason: recording.error ?? '' })
                  : t(`dictation.${recording.state}`);
          return (
            <Box
              component="li"
              key={item.key}
              data-testid="dictated-recording"
              data-state={problem ? 'problem' : item.kept ? 'kept' : (recording?.state ?? 'uploading')}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 0.75 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {name}
                </Typography>
                <Tooltip title={t('dictation.delete')}>
                  <span>
                    <IconButton
                      aria-label={`${t('dictation.delete')}: ${name}`}
                      onClick={() => {
                        setDeleteFailed(false);
                        setDeleting(item);
                      }}
                      disabled={!recording && !problem}
                      sx={{ width: 48, height: 48 }}
                      data-testid="delete-recording"
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
              {recording && (
                <RecordingAudio id={recording.id} label={t('dictation.player', { number: index + 1 })} />
              )}
              {failed ? (
                <Alert
                  severity="error"
                  role="alert"
                  action={
                    <Button color="inherit" onClick={() => void dictation.retry(item)} sx={{ minHeight: 48 }}>
                      {t('dictation.retry')}
                    </Button>
                  }
                >
                  {status}
                </Alert>
              ) : (
                <Typography
                  variant="body2"
                  aria-live="polite"
                  sx={{ color: 'text.secondary' }}
                  data-testid="recording-status"
                >
                  {status}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('dictation.deleteTitle')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
        testId="delete-recording-dialog"
      >
        <Typography>{t('dictation.deleteBody')}</Typography>
        {deleteFailed && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('dictation.deleteFailed')}
          </Alert>
        )}
      </ConfirmDialog>
    </Box>
  );
}

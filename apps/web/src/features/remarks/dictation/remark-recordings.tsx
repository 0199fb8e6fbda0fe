import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SpeechRecording } from '@syna/contracts/speech';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { unsentRecords } from '@/lib/offline/outbox-order';
import { useRemarksTexts } from '@/features/remarks/texts';
import { clockText } from './recorder-state';
import { RecordingAudio } from './recording-audio';

/**
 * A saved remark's dictated recordings, each with a small player (on the remark's card). One
 * dictated offline says it waits to be sent; once transcribed, its text is shown under it.
 */
export function RemarkRecordings({ recordings }: { recordings: readonly SpeechRecording[] | undefined }) {
  const { t } = useRemarksTexts();
  const unsent = unsentRecords(useOutbox().changes);
  if (!recordings?.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('dictation.recordings')}
      data-testid="remark-recordings"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}
    >
      {recordings.map((recording, index) => {
        const number = index + 1;
        const waiting = unsent.has(recording.id);
        return (
          <li key={recording.id} data-testid="remark-recording" data-waiting={waiting}>
            {waiting && (
              <Typography variant="body2" sx={{ color: 'warning.dark' }}>
                {t('dictation.recordingWaiting', { number })}
              </Typography>
            )}
            <RecordingAudio
              id={recording.id}
              label={
                waiting
                  ? t('dictation.recordingWaiting', { number })
                  : t('dictation.recordingName', { number, time: clockText(recording.durationMs / 1000) })
              }
            />
            {recording.state === 'done' && recording.transcript && (
              <Typography
                variant="body2"
                aria-label={t('dictation.transcript', { number })}
                data-testid="recording-transcript"
                sx={{ color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}
              >
                {recording.transcript}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { SpeechRecording } from '@syna/contracts/speech';
import { useRemarksTexts } from '@/features/remarks/texts';
import { clockText } from './recorder-state';
import { RecordingAudio } from './recording-audio';

/** A saved remark's dictated recordings, each with a small player (on the remark's card). */
export function RemarkRecordings({ recordings }: { recordings: readonly SpeechRecording[] | undefined }) {
  const { t } = useRemarksTexts();
  if (!recordings?.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('dictation.recordings')}
      data-testid="remark-recordings"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}
    >
      {recordings.map((recording, index) => (
        <li key={recording.id}>
          <RecordingAudio
            id={recording.id}
            label={t('dictation.recordingName', {
              number: index + 1,
              time: clockText(recording.durationMs / 1000),
            })}
          />
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useRecordingAudioUrl } from './speech-api';

/** The browser's own player for a stored recording: keyboard and screen-reader ready. */
export function RecordingAudio({ id, label }: { id: string; label: string }) {
  const audioUrl = useRecordingAudioUrl();
  return (
    <Box
      component="audio"
      controls
      preload="none"
      src={audioUrl(id)}
      aria-label={label}
      data-testid="recording-audio"
      sx={{ width: '100%', maxWidth: 420, height: 48, display: 'block' }}
    />
  );
}

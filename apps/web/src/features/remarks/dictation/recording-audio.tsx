import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { unsentRecords } from '@/lib/offline/outbox-order';
import { useRecordingAudioUrl } from './speech-api';

/**
 * Where a recording plays from: the server, or while it waits in the outbox (dictated offline) its
 * bytes kept on the device; null while those are looked up.
 */
function useRecordingSource(id: string): string | null {
  const audioUrl = useRecordingAudioUrl();
  const runner = useOffline()?.runner;
  const waiting = unsentRecords(useOutbox().changes).has(id);
  const [stored, setStored] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!waiting || !runner) return;
    let current = true;
    void runner.photoUrl(id).then((url) => current && setStored({ id, url }));
    return () => {
      current = false;
    };
  }, [id, waiting, runner]);
  if (!waiting) return audioUrl(id);
  return stored?.id === id ? stored.url : null;
}

/** The browser's own player for a stored recording: keyboard and screen-reader ready. */
export function RecordingAudio({ id, label }: { id: string; label: string }) {
  const source = useRecordingSource(id);
  return (
    <Box
      component="audio"
      controls
      preload="none"
      src={source ?? undefined}
      aria-label={label}
      data-testid="recording-audio"
      sx={{ width: '100%', maxWidth: 420, height: 48, display: 'block' }}
    />
  );
}

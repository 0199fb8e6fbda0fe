import type { SpeechRecording } from '@syna/contracts/speech';

/** How often a queued transcription is asked for again. */
export const POLL_INTERVAL_MS = 1_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Asks for a recording every `intervalMs` while its transcription is queued; answers it once it is
 * done, failed or unavailable. `onUpdate` hears each answer. Stops (rejecting) when aborted.
 */
export async function pollRecording(
  recording: SpeechRecording,
  read: (signal: AbortSignal) => Promise<SpeechRecording>,
  {
    signal,
    intervalMs = POLL_INTERVAL_MS,
    onUpdate,
  }: {
    signal: AbortSignal;
    intervalMs?: number;
    onUpdate?(recording: SpeechRecording): void;
  },
): Promise<SpeechRecording> {
  let current = recording;
  while (current.state === 'queued') {
    await pause(intervalMs, signal);
    current = await read(signal);
    onUpdate?.(current);
  }
  return current;
}

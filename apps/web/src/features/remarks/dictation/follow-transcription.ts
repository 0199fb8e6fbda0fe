import type { SpeechRecording } from '@syna/contracts/speech';
import { tenantApi } from '@/lib/http/endpoint-client';
import type { OutboxContext } from '@/lib/offline/outbox-endpoints';
import { pollRecording } from './poll-recording';
import { speechCalls } from './speech-api';

/** How long a recording sent from the outbox is followed: a transcription takes seconds. */
const FOLLOW_LIMIT_MS = 10 * 60_000;

/**
 * A recording dictated offline, followed once the outbox has sent it (no dialog is open to do
 * so): answers it when its transcription is done, failed or unavailable.
 */
export function followTranscription(
  recording: SpeechRecording,
  { tenantId }: OutboxContext,
): Promise<SpeechRecording> {
  const calls = speechCalls(tenantApi(tenantId));
  return pollRecording(recording, (signal) => calls.get(recording.id, signal), {
    signal: AbortSignal.timeout(FOLLOW_LIMIT_MS),
  });
}

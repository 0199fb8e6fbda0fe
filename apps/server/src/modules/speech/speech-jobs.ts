import { buffer } from 'node:stream/consumers';
import type { Job } from '../../platform/jobs/job-context.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { removeFilesQuietly } from '../../platform/storage/transactional-files.ts';
import { AUDIO_EXTENSIONS } from './audio-type.ts';
import {
  deleteUnlinkedRecording,
  finishAttempt,
  startAttempt,
  type TranscriptionOutcome,
} from './speech.repo.ts';
import {
  SPEECH_DISCARD_JOB,
  SPEECH_TRANSCRIBE_JOB,
  type SpeechDependencies,
  type SpeechJobData,
} from './speech.service.ts';
import { TranscriptionFailure, type TranscriptionEngine } from './transcription-engine.ts';

/**
 * A recording's transcription: counted as a try in one short transaction, the audio read and the
 * engine asked with no transaction open (it may take a minute), the outcome saved in another.
 * A failure is the recording's state (`failed` with its code, the audio kept), never the job's:
 * the member decides whether to try again. A recording no longer queued (deleted, done) is left.
 */
export async function transcribeRecording(
  deps: Pick<SpeechDependencies, 'storage'> & { engine: TranscriptionEngine },
  job: Job<SpeechJobData>,
): Promise<void> {
  const row = await job.transaction(({ tx }) => startAttempt(tx, job.data.recordingId));
  if (!row) return;
  let outcome: TranscriptionOutcome;
  try {
    const stored = await deps.storage.get(row.storageKey);
    if (!stored) throw new TranscriptionFailure('audioMissing', `no file ${row.storageKey}`);
    const text = await deps.engine.transcribe({
      audio: await buffer(stored),
      contentType: row.contentType,
      fileName: `${row.id}.${AUDIO_EXTENSIONS[row.contentType]}`,
      language: row.language,
    });
    const transcript = text.trim();
    outcome = transcript
      ? { state: 'done', transcript, error: null }
      : { state: 'failed', transcript: null, error: 'nothingHeard' };
  } catch (error) {
    if (!(error instanceof TranscriptionFailure)) throw error;
    job.log.warn({ recording: row.id, code: error.code, reason: error.message }, 'transcription failed');
    outcome = { state: 'failed', transcript: null, error: error.code };
  }
  await job.transaction(({ tx }) => finishAttempt(tx, row.id, outcome));
}

/** Discards a recording no remark has taken a day after its upload: its row, then its audio. */
export async function discardUnlinkedRecording(
  deps: Pick<SpeechDependencies, 'storage'>,
  job: Job<SpeechJobData>,
): Promise<void> {
  await job.transaction(async (context) => {
    const key = await deleteUnlinkedRecording(context.tx, job.data.recordingId);
    if (key) context.afterCommit(() => removeFilesQuietly(deps.storage, [key], context.log));
  });
}

/** Runs the speech jobs: transcriptions (when an engine is configured) and discards. */
export function registerSpeechJobs(jobs: JobQueue, deps: SpeechDependencies): void {
  const { engine } = deps;
  if (engine) {
    jobs.work<SpeechJobData>(SPEECH_TRANSCRIBE_JOB, (job) => transcribeRecording({ ...deps, engine }, job));
  }
  jobs.work<SpeechJobData>(SPEECH_DISCARD_JOB, (job) => discardUnlinkedRecording(deps, job));
}

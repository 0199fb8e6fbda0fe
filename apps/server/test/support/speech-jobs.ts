import type { FastifyInstance } from 'fastify';
import { discardUnlinkedRecording, SPEECH_DISCARD_JOB } from '../../src/modules/speech/index.ts';
import { jobOf } from './jobs.ts';

/** Runs a recording's discard at once, as the queue runs it a day after the upload. */
export function runRecordingDiscard(
  app: FastifyInstance,
  tenantId: string,
  recordingId: string,
): Promise<void> {
  return discardUnlinkedRecording(
    { storage: app.storage },
    jobOf(app, SPEECH_DISCARD_JOB, { tenantId, recordingId }),
  );
}

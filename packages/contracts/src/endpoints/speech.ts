import {
  DICTATION_MAX_BYTES,
  speechConfigSchema,
  speechRecordingSchema,
  speechUploadFieldsSchema,
} from '../speech.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'speech';
const recordingParams = tenantAnd('id', 'validation.recordingId');
/** Dictating belongs to writing remarks. */
const write = permitted('inspections.write');
const read = permitted('inspections.read');

/**
 * The speech service (SPEC §7 "POST / with audio data for transcription"): a recording is
 * uploaded, kept, and transcribed by a job; the client asks for it again until it is done.
 */
export const speechEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/:tenant/v1/speech/config',
    access: read,
    service,
    summary: 'Whether recordings are transcribed here (an engine is configured) and the recording limits',
    params: tenantParams,
    response: speechConfigSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/:tenant/v1/speech',
    access: write,
    service,
    summary:
      'Upload one recording (multipart/form-data: `file`, `language`, `durationMs`): WebM, Ogg, MP4, WAV, ' +
      'MP3 or FLAC by content, at most two minutes; its transcription is queued (202)',
    params: tenantParams,
    body: speechUploadFieldsSchema,
    transport: 'upload',
    bodyLimit: DICTATION_MAX_BYTES,
    status: 202,
    response: speechRecordingSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/speech/:id',
    access: read,
    service,
    summary: 'A recording and its transcription’s state (queued, done with the transcript, failed with why)',
    params: recordingParams,
    response: speechRecordingSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/:tenant/v1/speech/:id/retry',
    access: write,
    service,
    summary: 'Queue a failed transcription again (409 while one is queued or when none can be made)',
    params: recordingParams,
    status: 202,
    response: speechRecordingSchema,
  }),
  audio: endpoint({
    method: 'GET',
    path: '/:tenant/v1/speech/:id/audio',
    access: read,
    service,
    summary: 'The recording’s audio, as uploaded',
    params: recordingParams,
    transport: 'download',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/speech/:id',
    access: write,
    service,
    summary: 'Delete a recording and its audio',
    params: recordingParams,
    status: 204,
  }),
};

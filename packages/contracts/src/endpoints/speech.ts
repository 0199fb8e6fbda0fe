import {
  DICTATION_MAX_BYTES,
  speechConfigSchema,
  speechRecordingSchema,
  speechUploadFieldsSchema,
} from '../speech.ts';
import { permitted } from './access.ts';
import { endpoint, type UploadTexts } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'speech';
const recordingParams = tenantAnd('id', 'validation.recordingId');
/** Dictating belongs to writing remarks. */
const write = permitted('inspections.write');
const read = permitted('inspections.read');

const RECORDING_UPLOAD_TEXTS: UploadTexts = {
  oneAtATime: { key: 'speech.oneRecording' },
  noFile: { key: 'speech.noRecording' },
  notMultipart: { key: 'speech.recordingNotMultipart' },
  tooLarge: { key: 'speech.recordingTooLarge', values: { megabytes: DICTATION_MAX_BYTES / 1024 / 1024 } },
};

/** A recording and its state: what the client asks again until the transcription is done. */
const getRecording = endpoint({
  method: 'GET',
  path: '/:tenant/v1/speech/:id',
  access: read,
  service,
  summary: 'A recording and its transcription’s state (queued, done with the transcript, failed with why)',
  params: recordingParams,
  response: speechRecordingSchema,
});

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
      'Upload one recording (multipart/form-data: `file`, `language`, `durationMs`, and `id`, the uuid ' +
      'the client chose for it, if any): WebM, Ogg, MP4, WAV, ' +
      'MP3 or FLAC by content, at most two minutes; its transcription is queued (202)',
    params: tenantParams,
    body: speechUploadFieldsSchema,
    transport: 'upload',
    uploadTexts: RECORDING_UPLOAD_TEXTS,
    bodyLimit: DICTATION_MAX_BYTES,
    status: 202,
    location: getRecording,
    response: speechRecordingSchema,
  }),
  get: getRecording,
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

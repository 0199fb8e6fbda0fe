import { z } from 'zod';
import { clientIdSchema } from './client-id.ts';

/**
 * Dictated remarks: a recording is uploaded to the speech service, kept as the firm's file, and
 * transcribed by a job through the configured engine (an OpenAI-compatible
 * `POST /v1/audio/transcriptions` server). It belongs to a remark once the remark saved with it
 * names it (`recordingIds`); one never linked is discarded a day after its upload.
 */

/** The longest recording, in seconds: the record button counts down to it and stops there. */
export const DICTATION_MAX_SECONDS = 120;
/** The largest recording file (bytes): two minutes of any browser's speech codec fit with room. */
export const DICTATION_MAX_BYTES = 5 * 1024 * 1024;
/** Seconds left when the countdown turns to a warning. */
export const DICTATION_WARNING_SECONDS = 15;
/** The audio cue plays this long after the cue has loaded, before recording starts (SPEC §9). */
export const AUDIO_CUE_DELAY_MS = 50;

/**
 * The containers accepted, told by their bytes: what MediaRecorder makes in Chromium and Firefox
 * (WebM/Ogg Opus) and in Safari (MP4/AAC), and the usual files (WAV, MP3, FLAC).
 */
export const DICTATION_AUDIO_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/wav',
  'audio/mpeg',
  'audio/flac',
] as const;
export type DictationAudioType = (typeof DICTATION_AUDIO_TYPES)[number];

/**
 * queued: waiting for (or in) the engine; done: `transcript` holds the text; failed: `error`
 * says why (engine down, timed out, nothing heard) and a retry queues it again; unavailable: no
 * engine is configured, the audio is kept for listening only.
 */
export const TRANSCRIPTION_STATES = ['queued', 'done', 'failed', 'unavailable'] as const;
export type TranscriptionState = (typeof TRANSCRIPTION_STATES)[number];

/**
 * Why a recording has no transcript, as stored (a code; the reader sees the message of the
 * `speech` group by the same name, in their language): no engine configured, the engine down
 * (refused connection, 5xx), no answer within the timeout, no words heard, the recording refused
 * by the engine (4xx), or the stored audio gone.
 */
export const TRANSCRIPTION_ERRORS = [
  'noEngine',
  'engineDown',
  'timedOut',
  'nothingHeard',
  'engineRefused',
  'audioMissing',
] as const;
export type TranscriptionError = (typeof TRANSCRIPTION_ERRORS)[number];

/** Hours a recording no remark names is kept after its upload, before it is discarded. */
export const DICTATION_UNLINKED_HOURS = 24;
/** The most recordings one remark names (`recordingIds`). */
export const REMARK_RECORDINGS_MAX = 20;

export const speechRecordingSchema = z
  .object({
    id: z.string(),
    /** The remark it belongs to; null until a remark is saved with it. */
    remarkId: z.string().nullable(),
    contentType: z.enum(DICTATION_AUDIO_TYPES),
    size: z.number().int(),
    durationMs: z.number().int(),
    /** The language it was transcribed in (`sv`, `en`). */
    language: z.string(),
    state: z.enum(TRANSCRIPTION_STATES),
    transcript: z.string().nullable(),
    /** Why the transcription failed, in the reader's language; null unless `failed`/`unavailable`. */
    error: z.string().nullable(),
    createdBy: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'SpeechRecording' });
export type SpeechRecording = z.infer<typeof speechRecordingSchema>;

/** The form fields sent beside the audio file (`file`). */
export const speechUploadFieldsSchema = z
  .object({
    /** The id the client chose for the recording, if any. */
    id: clientIdSchema,
    /** The language spoken; the member's language when left out (Swedish by default). */
    language: z.enum(['sv', 'en']).optional(),
    /** The length the recorder measured, in milliseconds; the server also reads the container's. */
    durationMs: z.coerce
      .number()
      .int()
      .min(0)
      .max(DICTATION_MAX_SECONDS * 1000 + 5_000)
      .optional(),
  })
  .meta({ id: 'SpeechUploadFields' });
export type SpeechUploadFields = z.infer<typeof speechUploadFieldsSchema>;

/** `GET /{tenant}/v1/speech/config`: whether dictation becomes text here, and its limits. */
export const speechConfigSchema = z
  .object({
    /** False when no engine is configured (`SPEECH_URL`): recordings are kept as audio only. */
    transcription: z.boolean(),
    maxSeconds: z.number().int(),
    maxBytes: z.number().int(),
  })
  .meta({ id: 'SpeechConfig' });
export type SpeechConfig = z.infer<typeof speechConfigSchema>;

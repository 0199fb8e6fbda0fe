import type { MessageGroup } from './message.ts';

/**
 * Dictated recordings: refused uploads, and why a transcription failed. A recording stores the
 * code of its failure (`TRANSCRIPTION_ERRORS`), worded here in the reader's language.
 */
export const speechMessages = {
  oneRecording: { sv: 'En inspelning i taget', en: 'One recording at a time' },
  noRecording: { sv: 'Välj en inspelning att ladda upp', en: 'Choose a recording to upload' },
  recordingNotMultipart: {
    sv: 'Skicka inspelningen som multipart/form-data',
    en: 'Send the recording as multipart/form-data',
  },
  recordingTooLarge: {
    sv: 'Inspelningen är för stor: högst {megabytes} MB.',
    en: 'The recording is too large: at most {megabytes} MB.',
  },
  notAudio: {
    sv: 'Filen är ingen ljudinspelning i formatet WebM, Ogg, MP4, WAV, MP3 eller FLAC.',
    en: 'The file is not an audio recording in WebM, Ogg, MP4, WAV, MP3 or FLAC format.',
  },
  tooLong: {
    sv: 'Inspelningen är längre än två minuter. Dela upp den och försök igen.',
    en: 'The recording is longer than two minutes. Split it and try again.',
  },
  lengthUnknown: {
    sv: 'Inspelningens längd gick inte att läsa. Skicka med längden (durationMs) eller spela in igen.',
    en: 'The length of the recording could not be read. Send its length (durationMs) or record again.',
  },
  recordingMissing: { sv: 'Inspelningen finns inte', en: 'The recording does not exist' },
  stillQueued: {
    sv: 'Inspelningen väntar redan på att skrivas ut',
    en: 'The recording is already waiting to be transcribed',
  },
  notFailed: {
    sv: 'Bara en utskrift som misslyckats kan göras om',
    en: 'Only a failed transcription can be tried again',
  },
  recordingTaken: {
    sv: 'Inspelningen hör redan till en annan anmärkning',
    en: 'The recording already belongs to another remark',
  },
  // Why a transcription failed or cannot be made (TRANSCRIPTION_ERRORS).
  noEngine: {
    sv: 'Tal blir inte text på den här servern: ingen taltjänst är inställd (SPEECH_URL). Ljudet är sparat.',
    en: 'Speech is not turned into text on this server: no speech service is set up (SPEECH_URL). The audio is kept.',
  },
  engineDown: {
    sv: 'Taltjänsten svarar inte just nu. Ljudet är sparat; försök igen senare.',
    en: 'The speech service is not answering right now. The audio is kept; try again later.',
  },
  timedOut: {
    sv: 'Taltjänsten hann inte skriva ut inspelningen. Ljudet är sparat; försök igen.',
    en: 'The speech service did not transcribe the recording in time. The audio is kept; try again.',
  },
  nothingHeard: {
    sv: 'Inget tal hördes i inspelningen.',
    en: 'No speech was heard in the recording.',
  },
  engineRefused: {
    sv: 'Taltjänsten tog inte emot inspelningen. Ljudet är sparat.',
    en: 'The speech service did not accept the recording. The audio is kept.',
  },
  audioMissing: {
    sv: 'Inspelningens ljud finns inte längre.',
    en: 'The audio of the recording is no longer there.',
  },
} as const satisfies MessageGroup;

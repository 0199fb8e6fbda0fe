import type { MessageGroup } from './message.ts';

/** Resumable uploads: a session's refusals. */
export const uploadMessages = {
  sessionMissing: { sv: 'Uppladdningen finns inte', en: 'The upload does not exist' },
  tooLarge: {
    sv: 'Filen är för stor: högst {megabytes} MB.',
    en: 'The file is too large: at most {megabytes} MB.',
  },
  offsetMismatch: {
    sv: 'Servern har {offset} byte av filen; fortsätt därifrån',
    en: 'The server holds {offset} bytes of the file; continue from there',
  },
  offsetMissing: {
    sv: 'Ange var delen börjar i rubriken Upload-Offset',
    en: 'Name where the chunk starts in the Upload-Offset header',
  },
  chunkTooLarge: {
    sv: 'Delen är för stor: högst {megabytes} MB per förfrågan.',
    en: 'The chunk is too large: at most {megabytes} MB per request.',
  },
  beyondSize: {
    sv: 'Delen går förbi filens angivna storlek',
    en: 'The chunk goes past the file’s declared size',
  },
  notFinished: {
    sv: 'Uppladdningen är inte klar: servern har {offset} av {size} byte',
    en: 'The upload is not finished: the server holds {offset} of {size} bytes',
  },
} as const satisfies MessageGroup;

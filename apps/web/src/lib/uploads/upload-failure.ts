import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';

// Room for the multipart envelope and the form fields beside the file within the body limit.
const ENVELOPE_BYTES = 64 * 1024;

/** The largest file one upload request takes. */
export const MAX_UPLOAD_BYTES = REQUEST_BODY_MAX_BYTES - ENVELOPE_BYTES;

/** The largest file as the user reads it: "30 MB". */
export const MAX_UPLOAD_MEGABYTES = Math.floor(REQUEST_BODY_MAX_BYTES / 1024 / 1024);

/** The feature's words for a failed upload; `tooLarge` names the limit (MAX_UPLOAD_MEGABYTES). */
export interface UploadFailureTexts {
  failed: string;
  tooLarge: string;
}

/**
 * Why the server did not take a file, in words for the user: 413 is "too large" with the limit,
 * a refused field its message, anything else the problem's detail or title; the server's
 * (Swedish) messages in the user's language.
 */
export function describeUploadFailure(error: unknown, texts: UploadFailureTexts): string {
  if (!isHttpError(error)) return texts.failed;
  if (error.status === 413) return texts.tooLarge;
  const message = Object.values(error.fieldErrors).flat()[0] ?? error.detail ?? error.message;
  return localiseContractMessage(message) ?? message;
}

import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { REMARK_IMAGE_TYPES } from '@syna/contracts/remarks';

/** Why a file is refused before it is sent; the server checks the content again. */
export type PhotoProblem = 'type' | 'size';

// Room for the multipart envelope and the other fields within the request body limit.
const ENVELOPE_BYTES = 64 * 1024;

/**
 * A file the server would refuse, known from its declared type and size. A file without a type
 * (some systems send none) is left to the server, which looks at its content.
 */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  const type = file.type.toLowerCase();
  if (
    type &&
    !(REMARK_IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
  ) {
    return 'type';
  }
  if (file.size > REQUEST_BODY_MAX_BYTES - ENVELOPE_BYTES) return 'size';
  return null;
}

/** The files of a drop or a paste; with none, the images among its items (some browsers). */
export function filesOf(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = [...data.files];
  if (files.length > 0) return files;
  return [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/** Whether a drag carries files (and not, say, selected text). */
export const isFileDrag = (data: DataTransfer | null) => Boolean(data?.types.includes('Files'));

/** The largest photo as the user reads it: "30 MB". */
export const MAX_PHOTO_MEGABYTES = Math.floor(REQUEST_BODY_MAX_BYTES / 1024 / 1024);

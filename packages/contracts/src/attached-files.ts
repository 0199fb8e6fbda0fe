import { z } from 'zod';

/**
 * Files kept on a record: a contact's (contracts, drawings, certificates) and an assignment's
 * (its reports, photos, documents). One file store serves both (the server's `attached-files`).
 */

/**
 * The kinds of file a record may carry, by their real type (magic bytes), with the file-name
 * extensions each may have. Plain text and CSV have no magic bytes: they are told by extension
 * and by containing no binary (NUL) bytes.
 */
export const ATTACHED_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heic', 'heif'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
} as const satisfies Record<string, readonly string[]>;
export type AttachedFileType = keyof typeof ATTACHED_FILE_TYPES;
/** The refusal of a file whose content is none of ATTACHED_FILE_TYPES, or not what its name says. */
export const ATTACHED_FILE_TYPE_REFUSED = 'addressBook.fileType';
/** What the file picker offers (`accept`): every extension above. */
export const ATTACHED_FILE_ACCEPT = [...new Set(Object.values(ATTACHED_FILE_TYPES).flat())]
  .map((extension) => `.${extension}`)
  .join(',');

/** One file on a record, downloaded under `filename`. */
export const attachedFileSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
  created: z.iso.datetime(),
  /** The member who uploaded it; null once that user is gone. */
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /**
   * The SHA-256 of the content in hex, so that a stored report can be shown unchanged; null for
   * a contact's file stored before it was kept.
   */
  sha256: z.string().nullable(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

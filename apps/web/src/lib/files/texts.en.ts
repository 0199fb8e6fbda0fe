import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `attachedFiles`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
  title: 'Files',
  upload: 'Upload file',
  dropHint:
    'Drop files here or choose them with the button. PDF, images, Word, Excel, ODT, text and CSV, at most {{max}} MB per file.',
  emptyTitle: 'No files yet',
  uploading: 'Uploading {{name}} ({{index}} of {{total}})',
  uploaded: 'Uploaded {{date}} by {{name}}',
  uploadedByUnknown: 'Uploaded {{date}}',
  download: 'Download {{name}}',
  delete: 'Delete {{name}}',
  deleteTitle: 'Delete {{name}}?',
  deleted: '{{name}} was deleted',
  tooLarge: 'The file is too large: at most {{max}} MB.',
  failed: 'The file could not be uploaded.',
  cancelUpload: 'Cancel',
  loadFailed: 'The files could not be loaded.',
  dismissProblems: 'Close',
};

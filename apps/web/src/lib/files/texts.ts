import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of a record's files section (namespace `attachedFiles`), a contact's or an assignment's. */
const sv = {
  title: 'Filer',
  upload: 'Ladda upp fil',
  dropHint:
    'Släpp filer här eller välj dem med knappen. PDF, bilder, Word, Excel, ODT, text och CSV, högst {{max}} MB per fil.',
  emptyTitle: 'Inga filer ännu',
  uploading: 'Laddar upp {{name}} ({{index}} av {{total}})',
  uploaded: 'Uppladdad {{date}} av {{name}}',
  uploadedByUnknown: 'Uppladdad {{date}}',
  download: 'Ladda ned {{name}}',
  delete: 'Ta bort {{name}}',
  deleteTitle: 'Ta bort {{name}}?',
  deleted: '{{name}} togs bort',
  tooLarge: 'Filen är för stor: högst {{max}} MB.',
  failed: 'Filen kunde inte laddas upp.',
  cancelUpload: 'Avbryt',
  loadFailed: 'Filerna kunde inte hämtas.',
  dismissProblems: 'Stäng',
};

const en: typeof sv = {
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

export const attachedFileTexts = { sv, en };
export const useAttachedFileTexts = defineFeatureTranslation('attachedFiles', attachedFileTexts);

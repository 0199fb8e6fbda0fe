import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of a record's files section (namespace `attachedFiles`), a contact's or an assignment's. */
export const sv = {
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

export const useAttachedFileTexts = defineFeatureTranslation('attachedFiles', {
  sv,
  en: () => import('./texts.en'),
});

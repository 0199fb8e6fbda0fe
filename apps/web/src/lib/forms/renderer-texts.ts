import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of an input form as the inspector fills it in (namespace `formRenderer`). */
export const sv = {
  required: 'Obligatoriskt',
  yes: 'Ja',
  no: 'Nej',
  notAnswered: 'Inget svar',
  noChoice: 'Inget valt',
  addRow: 'Lägg till rad',
  removeRow: 'Ta bort rad {{number}}',
  row: 'Rad {{number}}',
  noRows: 'Inga rader ännu.',
  empty: '–',
  save: 'Spara',
  saving: 'Sparar…',
  saved: '{{name}} sparades',
  savedBy: 'Senast sparat av {{name}} {{date}}',
  savedAt: 'Senast sparat {{date}}',
  savedOnDevice: 'Sparat på enheten {{date}} – väntar på att skickas',
  answeredByCustomer: 'Besvarat av kunden på beställningssidan {{date}}',
  unsaved: 'Ändringarna är inte sparade.',
  invalid: 'Vissa fält är inte rätt ifyllda: se fälten som är markerade.',
  archived: 'Formuläret är arkiverat: värdena kan läsas men inte ändras.',
  loading: 'Hämtar formulär',
  loadError: 'Formulären kunde inte hämtas.',
  noFormsTitle: 'Inga formulär',
  noFormsInspection:
    'Inget inmatningsformulär gäller för uppdraget. En administratör kan skapa formulär under Administration → Inmatningsformulär.',
  noFormsObject: 'Inget inmatningsformulär gäller för objektet.',
  noFormsProject: 'Inget inmatningsformulär gäller för projektet.',
  noFormsEstate: 'Inget inmatningsformulär gäller för fastigheten.',
  noFormsOrder: 'Inget inmatningsformulär gäller för beställningen.',
  showForms: 'Visa formulär för {{name}}',
  hideForms: 'Dölj formulär för {{name}}',
  removedFields:
    'Fält som har tagits bort ur formuläret, som de sparades. De följer inte med när formuläret sparas igen.',
  noFields: 'Formuläret har inga fält ännu.',
};

export const useFormRendererTexts = defineFeatureTranslation('formRenderer', {
  sv,
  en: () => import('./renderer-texts.en'),
});

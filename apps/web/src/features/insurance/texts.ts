import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** The hidden-defect insurance request's texts, loaded with the assignment's page, not the dashboard. */
export const sv = {
  title: 'Dolda fel-försäkring',
  action: 'Begär dolda fel-försäkring',
  loading: 'Hämtar uppgifter om dolda fel-försäkring…',
  loadError: 'Uppgifterna om dolda fel-försäkring kunde inte hämtas.',
  sentLine: 'Begärd {{date}} av {{name}}',
  reference: 'Referens {{reference}}',
  sending: 'Begäran skickas till försäkringsbolaget…',
  lastFailed: 'Senaste försöket {{date}} gick inte igenom: {{message}}',
  failedStatus: 'försäkringsbolaget kunde inte ta emot begäran (svar: {{status}})',
  noAnswer: 'inget svar',
  dialogTitle: 'Begär dolda fel-försäkring för uppdrag {{number}}',
  intro:
    'Det här skickas till försäkringsbolaget, som skapar försäkringsobjektet för säljarens dolda fel-försäkring:',
  seller: 'Säljare',
  buyer: 'Köpare',
  noBuyer: 'Ingen köpare angiven',
  estate: 'Fastighetsbeteckning',
  address: 'Adress',
  date: 'Besiktningsdatum',
  inspector: 'Besiktningsman',
  report: 'Protokoll',
  reportLine: 'Version {{version}} utfärdad {{date}}',
  reportNumber: 'nr {{number}}',
  missing: 'saknas',
  send: 'Skicka begäran',
  sendingButton: 'Skickar…',
  sent: 'Försäkringsbolaget har tagit emot begäran.',
  sentReference: 'Försäkringsbolagets referens: {{reference}}',
  failedTitle: 'Begäran gick inte igenom',
  incompleteTitle: 'Uppgifter saknas',
};

export const useInsuranceTexts = defineFeatureTranslation('insurance', {
  sv,
  en: () => import('./texts.en'),
});

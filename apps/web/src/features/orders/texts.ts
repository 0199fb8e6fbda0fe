import { ORDER_LABELS } from '@syna/contracts/order-labels';
import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';
import type { sv as later } from './texts.later';

/**
 * The orders' texts (namespace `orders`) that the dashboard shows, loaded with it (the first
 * load); the rest of the Swedish (texts.later.ts) loads when a page first needs it, the English
 * (texts.en.ts) only when it is the language.
 */
export const sv = {
  actions: {
    accept: 'Acceptera',
    reject: 'Avvisa',
    share: 'Skicka med e-post',
    edit: 'Ändra',
    save: 'Spara',
    saving: 'Sparar…',
    cancel: 'Avbryt',
    export: 'Exportera',
    exporting: 'Exporterar…',
    openInspection: 'Öppna uppdraget',
    backToList: 'Till beställningarna',
    showAll: 'Visa alla nya beställningar',
  },
  status: ORDER_LABELS.sv.status,
  fields: ORDER_LABELS.sv.fields,
  inbox: {
    label: 'Nya beställningar',
    open: 'Öppna beställning {{number}}',
    errorTitle: 'Nya beställningar kunde inte hämtas',
    more: 'och {{number}} till',
  },
  list: {
    title: 'Beställningar',
    label: 'Beställningar',
    searchLabel: 'Sök beställningar',
    searchPlaceholder: 'Nummer, kund, adress eller fastighet',
    clearSearch: 'Rensa sökningen',
    results: 'Träffar: {{total}}',
    errorTitle: 'Beställningarna kunde inte hämtas',
    emptyTitle: 'Inga beställningar ännu',
    emptyBody:
      'Här listas beställningar som kunder gör på organisationens beställningssida. Nya beställningar visas också i inkorgen på översikten.',
    noHitsTitle: 'Inga träffar',
    noHitsBody: 'Inga beställningar matchar sökningen. Ändra eller rensa filtren.',
    open: 'Öppna beställning {{number}}',
    sortBy: 'Sortera efter',
    ascending: 'Stigande',
    descending: 'Fallande',
    sortedAscending: 'sorterad stigande',
    sortedDescending: 'sorterad fallande',
    noType: 'Ingen typ',
    exportFailed: 'Exporten misslyckades',
  },
};

/** Every Swedish text of the namespace: the shape texts.en.ts fills. */
export type OrderTexts = typeof sv & typeof later;

export const useOrderTexts = defineFeatureTranslation('orders', {
  sv,
  later: () => import('./texts.later'),
  en: () => import('./texts.en'),
});

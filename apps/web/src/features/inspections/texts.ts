import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';
import type { sv as later } from './texts.later';

/**
 * The inspections' texts (namespace `inspections`) that the dashboard shows, loaded with it (the first
 * load); the rest of the Swedish (texts.later.ts) loads when a page first needs it, the English
 * (texts.en.ts) only when it is the language.
 */
export const sv = {
  list: {
    exportFailed: 'Exporten misslyckades',
    title: 'Uppdrag',
    label: 'Uppdrag',
    searchLabel: 'Sök uppdrag',
    searchPlaceholder: 'Nummer, littera, adress eller kund',
    clearSearch: 'Rensa sökningen',
    results: 'Träffar: {{total}}',
    open: 'Öppna uppdrag {{number}}',
    sortBy: 'Sortera efter',
    ascending: 'Stigande',
    descending: 'Fallande',
    sortedAscending: 'sorterat stigande',
    sortedDescending: 'sorterat fallande',
    emptyTitle: 'Inga uppdrag ännu',
    emptyBody:
      'Här listas organisationens uppdrag med kund, adress, datum och status. Skapa det första med knappen Nytt uppdrag.',
    emptyReadOnly:
      'Här listas organisationens uppdrag med kund, adress, datum och status. Det finns inga ännu.',
    noHitsTitle: 'Inga uppdrag matchar',
    noHitsBody: 'Inget uppdrag matchar sökningen eller filtren. Prova andra sökord eller rensa filtren.',
    errorTitle: 'Uppdragen kunde inte hämtas',
    noDate: 'Inget datum',
  },
  status: {
    label: 'Status',
    change: 'Ändra status, nuvarande: {{name}}',
    none: 'Ingen status',
    changed: 'Status ändrad till {{name}}',
    changedOffline: 'Status {{name}} sparad på enheten, skickas när du är online igen',
    final: 'stänger uppdraget',
    earlyTitle: 'Före besiktningsdagen',
    earlyQuestion: 'Besiktningen är planerad till {{date}}. Markera som utförd ändå?',
    earlyConfirm: 'Markera som utförd',
  },
  dashboard: {
    title: 'Mina aktiva uppdrag',
    showAll: 'Visa alla uppdrag',
    errorTitle: 'Dina uppdrag kunde inte hämtas',
  },
  today: {
    title: 'Idag',
    label: 'Dagens besiktningar',
    empty: 'Inga besiktningar idag',
    errorTitle: 'Dagens besiktningar kunde inte hämtas',
    noTime: 'Ingen tid',
    customer: 'Kund',
    travel: '≈ {{duration}} bil',
    travelLabel: 'Restid med bil från föregående: ungefär {{duration}}',
    offline: 'Tillgänglig offline: {{number}}',
  },
};

/** Every Swedish text of the namespace: the shape texts.en.ts fills. */
export type InspectionTexts = typeof sv & typeof later;

export const useInspectionTexts = defineFeatureTranslation('inspections', {
  sv,
  later: () => import('./texts.later'),
  en: () => import('./texts.en'),
});

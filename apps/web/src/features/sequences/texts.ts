import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the number sequences page (namespace `sequences`). */
export const sv = {
  page: {
    title: 'Nummerserier',
    intro:
      'Löpnummer som uppdrag, rapporter och fakturor får. En serie som numrerar uppdrag ersätter numreringen år-löpnummer (2026-0001).',
    create: 'Ny nummerserie',
    empty: 'Inga nummerserier ännu',
    emptyBody: 'Uppdragen numreras år-löpnummer tills du skapar en serie som numrerar dem.',
    loadError: 'Nummerserierna kunde inte hämtas.',
    target: 'Numrerar',
    nextNumber: 'Nästa nummer',
    edit: 'Ändra {{name}}',
    remove: 'Ta bort {{name}}',
    removeTitle: 'Ta bort nummerserien {{name}}?',
    removeBody:
      'Nummer som redan getts ut behåller sina värden. Det som serien numrerade får sina nummer på annat sätt.',
    removed: 'Nummerserien {{name}} togs bort',
  },
  target: { none: 'Inget (egen serie)', inspection: 'Uppdrag', report: 'Rapporter', invoice: 'Fakturor' },
  dialog: {
    createTitle: 'Ny nummerserie',
    editTitle: 'Ändra {{name}}',
    name: 'Namn',
    target: 'Numrerar',
    prefix: 'Prefix',
    prefixHelp: 'Text före siffrorna, t.ex. R-',
    padding: 'Antal siffror',
    paddingHelp: 'Fylls ut med nollor framifrån',
    next: 'Nästa värde',
    preview: 'Nästa nummer blir {{number}}',
    lowered:
      'Värdet är lägre än nu ({{current}}). Nummer från {{next}} och uppåt kan redan ha getts ut och ges då igen.',
    created: 'Nummerserien {{name}} skapades',
    saved: 'Nummerserien sparades',
    nameMissing: 'Ange ett namn',
  },
};

export const useSequenceTexts = defineFeatureTranslation('sequences', { sv, en: () => import('./texts.en') });

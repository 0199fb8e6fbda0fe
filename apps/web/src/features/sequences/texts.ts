import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

/** Texts of the number sequences page (namespace `sequences`). */
const sv = {
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

const en: typeof sv = {
  page: {
    title: 'Number sequences',
    intro:
      'Running numbers that assignments, reports and invoices get. A sequence that numbers assignments replaces the year-running number scheme (2026-0001).',
    create: 'New number sequence',
    empty: 'No number sequences yet',
    emptyBody: 'Assignments are numbered year-running number until you create a sequence that numbers them.',
    loadError: 'The number sequences could not be loaded.',
    target: 'Numbers',
    nextNumber: 'Next number',
    edit: 'Change {{name}}',
    remove: 'Delete {{name}}',
    removeTitle: 'Delete the number sequence {{name}}?',
    removeBody:
      'Numbers already given keep their values. What the sequence numbered gets its numbers another way.',
    removed: 'The number sequence {{name}} was deleted',
  },
  target: {
    none: 'Nothing (own sequence)',
    inspection: 'Assignments',
    report: 'Reports',
    invoice: 'Invoices',
  },
  dialog: {
    createTitle: 'New number sequence',
    editTitle: 'Change {{name}}',
    name: 'Name',
    target: 'Numbers',
    prefix: 'Prefix',
    prefixHelp: 'Text before the digits, e.g. R-',
    padding: 'Number of digits',
    paddingHelp: 'Padded with leading zeros',
    next: 'Next value',
    preview: 'The next number will be {{number}}',
    lowered:
      'The value is lower than now ({{current}}). Numbers from {{next}} upwards may already have been given and will be given again.',
    created: 'The number sequence {{name}} was created',
    saved: 'The number sequence was saved',
    nameMissing: 'Enter a name',
  },
};

export const sequenceTexts = { sv, en };
export const useSequenceTexts = defineFeatureTranslation('sequences', sequenceTexts);

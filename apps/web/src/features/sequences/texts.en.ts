import type { TextsLike } from '@/lib/i18n/translation';
import type { sv } from './texts';

/** The texts of texts.ts in English (namespace `sequences`), loaded only when English is the language. */
export const en: TextsLike<typeof sv> = {
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

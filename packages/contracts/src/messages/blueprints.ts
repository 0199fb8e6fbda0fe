import type { MessageGroup } from './message.ts';

/** Inspection blueprints (uppdragsmallar), and assignments created from them. */
export const blueprintMessages = {
  blueprintMissing: { sv: 'Uppdragsmallen finns inte', en: 'The inspection blueprint does not exist' },
  blueprintInvalid: {
    sv: 'Uppdragsmallen innehåller ogiltiga värden',
    en: 'The inspection blueprint contains invalid values',
  },
  formUnknown: { sv: 'Formuläret finns inte', en: 'The form does not exist' },
  formArchived: { sv: 'Formuläret är arkiverat', en: 'The form is archived' },
  formScope: {
    sv: 'Bara formulär för uppdrag eller objekt kan ingå i en uppdragsmall',
    en: 'Only forms of assignments or objects can be part of an inspection blueprint',
  },
  tooManyObjects: { sv: 'Högst {maximum} objekt', en: 'At most {maximum} objects' },
  tooManyRemarks: { sv: 'Högst {maximum} anmärkningar', en: 'At most {maximum} remarks' },
  tooManyForms: { sv: 'Högst {maximum} formulär', en: 'At most {maximum} forms' },
  typeOfBlueprint: {
    sv: 'Uppdragsmallen är för en annan uppdragstyp',
    en: 'The inspection blueprint is for another inspection type',
  },
  typeRequired: {
    sv: 'Välj uppdragstyp eller uppdragsmall',
    en: 'Choose an inspection type or an inspection blueprint',
  },
} as const satisfies MessageGroup;

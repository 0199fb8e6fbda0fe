import type { MessageGroup } from './message.ts';

/**
 * The hidden-defect insurance request (dolda fel-försäkring): what an assignment lacks for the
 * insurer (SPEC §8, "the insurance object cannot be created and the details should be checked"),
 * each missing thing by name, and the insurer's answers.
 */
export const insuranceMessages = {
  incomplete: {
    sv: 'Försäkringsobjektet kan inte skapas. Kontrollera uppgifterna: {fields}.',
    en: 'The insurance object cannot be created. Check the details: {fields}.',
  },
  estateDesignation: {
    sv: 'Fastighetsbeteckning saknas (fyll i den under Formulär, Fastighetsuppgifter)',
    en: 'The property designation is missing (fill it in under Forms, Property details)',
  },
  seller: {
    sv: 'Säljare saknas (ange kunden eller en kontakt med rollen Säljare)',
    en: 'The seller is missing (set the customer or a contact in the role Seller)',
  },
  address: { sv: 'Adress saknas', en: 'The address is missing' },
  inspectionDate: { sv: 'Besiktningsdatum saknas', en: 'The inspection date is missing' },
  inspector: { sv: 'Besiktningsman saknas', en: 'The inspector is missing' },
  report: {
    sv: 'Utfärdad rapport saknas (exportera rapporten först)',
    en: 'No report has been issued (export the report first)',
  },
  finished: {
    sv: 'Uppdraget är inte utfört (sätt en status som är utförd eller senare)',
    en: 'The assignment is not finished (set a status that is performed or later)',
  },
  type: {
    sv: 'Uppdragets besiktningstyp ger inte dolda fel-försäkring',
    en: 'The assignment’s inspection type does not offer hidden-defect insurance',
  },
  insurerOff: {
    sv: 'Servern har inget försäkringsbolag inställt för dolda fel-försäkring',
    en: 'The server has no insurer set up for hidden-defect insurance',
  },
  alreadySent: {
    sv: 'Dolda fel-försäkring är redan begärd för uppdraget (referens {reference})',
    en: 'Hidden-defect insurance has already been requested for the assignment (reference {reference})',
  },
  inProgress: {
    sv: 'En begäran om dolda fel-försäkring skickas redan för uppdraget',
    en: 'A hidden-defect insurance request is already being sent for the assignment',
  },
  insurerFailed: {
    sv: 'Försäkringsbolaget kunde inte ta emot begäran (svar: {status}). Försök igen senare.',
    en: 'The insurer could not take the request (answer: {status}). Try again later.',
  },
  insurerRefused: {
    sv: 'Försäkringsbolaget avböjde begäran (svar: {status}): {message}',
    en: 'The insurer refused the request (answer: {status}): {message}',
  },
  noAnswer: { sv: 'inget svar', en: 'no answer' },
} as const satisfies MessageGroup;

import type { MessageGroup } from './message.ts';

/** The set-up's JSON file out and back in: the checks of the file and the reasons of its items. */
export const metadataImportMessages = {
  oneFile: { sv: 'En fil i taget', en: 'One file at a time' },
  noFile: {
    sv: 'Välj en exportfil (.json) att importera',
    en: 'Choose an export file (.json) to import',
  },
  notMultipart: { sv: 'Skicka filen som multipart/form-data', en: 'Send the file as multipart/form-data' },
  tooLarge: { sv: 'Filen är större än {megabytes} MB', en: 'The file is larger than {megabytes} MB' },
  notJson: { sv: 'Filen är inte giltig JSON', en: 'The file is not valid JSON' },
  notSynaFile: {
    sv: 'Filen är ingen exportfil från Syna',
    en: 'The file is not an export file from Syna',
  },
  newerVersion: {
    sv: 'Filen är från en nyare version av Syna (format {file}); den här versionen läser format {current} och äldre',
    en: 'The file is from a newer version of Syna (format {file}); this version reads format {current} and older',
  },
  unknownVersion: {
    sv: 'Filen anger ingen giltig formatversion',
    en: 'The file gives no valid format version',
  },
  fileInvalid: {
    sv: 'Filen är felaktig vid {place}: {problem}',
    en: 'The file is wrong at {place}: {problem}',
  },
  tooManyItems: { sv: 'Högst {maximum} poster', en: 'At most {maximum} items' },
  tooManyNames: { sv: 'Högst {maximum} namn', en: 'At most {maximum} names' },
  groupUnknown: { sv: 'Okänd grupp', en: 'Unknown group' },
  groupNotInFile: {
    sv: 'Förhandsgranskningen har inga {group}',
    en: 'The preview holds no {group}',
  },
  noForms: { sv: 'Välj minst ett formulär', en: 'Choose at least one form' },
  previewMissing: {
    sv: 'Förhandsgranskningen finns inte; ladda upp filen igen',
    en: 'The preview does not exist; upload the file again',
  },
  alreadyApplied: {
    sv: 'Importen är redan genomförd; ladda upp filen igen för att importera på nytt',
    en: 'The import has already been applied; upload the file again to import anew',
  },
  itemNotApplicable: {
    sv: 'Post {index} bland {group} är varken ny eller ändrad och kan inte importeras',
    en: 'Item {index} of the {group} is neither new nor changed and cannot be imported',
  },
  duplicateKey: {
    sv: '”{key}” finns redan tidigare bland {group} i filen',
    en: '“{key}” is already earlier among the {group} of the file',
  },
  referenceMissing: {
    sv: 'Hänvisar till ”{name}” bland {group}, som varken finns i filen eller i företaget',
    en: 'Refers to “{name}” among the {group}, which is neither in the file nor in the firm',
  },
  referenceArchived: {
    sv: 'Hänvisar till ”{name}” bland {group}, som är arkiverad',
    en: 'Refers to “{name}” among the {group}, which is archived',
  },
  itemFailed: {
    sv: 'Importen avbröts vid ”{name}” bland {group}: {reason}. Inget har ändrats',
    en: 'The import stopped at “{name}” among the {group}: {reason}. Nothing has changed',
  },
  firmChanged: {
    sv: 'den har ändrats eller tagits bort sedan förhandsgranskningen; ladda upp filen igen',
    en: 'it has been changed or removed since the preview; upload the file again',
  },
  /** An item's fault, after the place in it. */
  field: { sv: 'I filen vid {field}: {problem}', en: 'In the file at {field}: {problem}' },
  inspectionTypes: { sv: 'besiktningstyper', en: 'inspection types' },
  inspectionStatuses: { sv: 'besiktningsstatusar', en: 'inspection statuses' },
  contactRoles: { sv: 'kontaktroller', en: 'contact roles' },
  remarkGrades: { sv: 'anmärkningsgrader', en: 'remark grades' },
  branches: { sv: 'inriktningar', en: 'branches' },
  orderTypes: { sv: 'beställningstyper', en: 'order types' },
  forms: { sv: 'formulär', en: 'forms' },
  blueprints: { sv: 'uppdragsmallar', en: 'blueprints' },
  metadata: { sv: 'metadatagrupper', en: 'metadata groups' },
} as const satisfies MessageGroup;

import type { MessageGroup } from './message.ts';

/** The saved-remark library's Excel import: the checks of the workbook and the reasons of its rows. */
export const remarkImportMessages = {
  previewId: { sv: 'Ogiltigt förhandsgransknings-id', en: 'Invalid preview id' },
  previewMissing: {
    sv: 'Förhandsgranskningen finns inte; ladda upp arbetsboken igen',
    en: 'The preview does not exist; upload the workbook again',
  },
  alreadyApplied: {
    sv: 'Importen är redan genomförd; ladda upp arbetsboken igen för att importera på nytt',
    en: 'The import has already been applied; upload the workbook again to import anew',
  },
  libraryChanged: {
    sv: 'En anmärkning i importen har tagits bort sedan förhandsgranskningen; ladda upp arbetsboken igen',
    en: 'A remark of the import has been deleted since the preview; upload the workbook again',
  },
  rowNotApplicable: {
    sv: 'Rad {row} är varken ny eller ändrad och kan inte importeras',
    en: 'Row {row} is neither new nor changed and cannot be imported',
  },
  oneWorkbook: { sv: 'En arbetsbok i taget', en: 'One workbook at a time' },
  noWorkbook: {
    sv: 'Välj en Excel-fil (.xlsx) att importera',
    en: 'Choose an Excel file (.xlsx) to import',
  },
  workbookNotMultipart: {
    sv: 'Skicka arbetsboken som multipart/form-data',
    en: 'Send the workbook as multipart/form-data',
  },
  tooLarge: {
    sv: 'Arbetsboken är större än {megabytes} MB',
    en: 'The workbook is larger than {megabytes} MB',
  },
  notXlsx: {
    sv: 'Filen är inte en Excel-arbetsbok (.xlsx)',
    en: 'The file is not an Excel workbook (.xlsx)',
  },
  unpacksTooLarge: {
    sv: 'Arbetsboken packas upp till orimligt mycket data och tas inte emot',
    en: 'The workbook unpacks to an unreasonable amount of data and is refused',
  },
  macros: {
    sv: 'Arbetsböcker med makron tas inte emot',
    en: 'Workbooks with macros are refused',
  },
  formula: {
    sv: 'Cell {cell} innehåller en formel; importera bara värden',
    en: 'Cell {cell} holds a formula; import values only',
  },
  noSheet: {
    sv: 'Arbetsboken saknar bladet ”{sheet}”',
    en: 'The workbook has no sheet “{sheet}”',
  },
  header: {
    sv: 'Bladets första rad ska vara rubrikerna {columns}',
    en: 'The sheet’s first row must be the headers {columns}',
  },
  tooManyRows: {
    sv: 'Arbetsboken har fler än {maximum} rader',
    en: 'The workbook has more than {maximum} rows',
  },
  checkLimit: {
    sv: 'Arbetsboken tog för lång tid eller för mycket minne att läsa och tas inte emot',
    en: 'The workbook took too long or too much memory to read and is refused',
  },
  unknownId: {
    sv: 'Id:t finns inte i företagets anmärkningsbibliotek',
    en: 'The id is not in the firm’s remark library',
  },
  duplicateId: {
    sv: 'Id:t finns redan på rad {row}',
    en: 'The id is already on row {row}',
  },
  /** A cell's fault, after its column's header. */
  field: { sv: '{field}: {problem}', en: '{field}: {problem}' },
} as const satisfies MessageGroup;

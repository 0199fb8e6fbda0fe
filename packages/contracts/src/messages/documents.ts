import type { MessageGroup } from './message.ts';

/** Document templates: the checks of an uploaded .docx and the errors in its tags. */
export const documentMessages = {
  templateMissing: { sv: 'Dokumentmallen finns inte', en: 'The document template does not exist' },
  templateId: { sv: 'Ogiltigt dokumentmall-id', en: 'Invalid document template id' },
  baseTemplateKey: { sv: 'Grundmallen finns inte', en: 'The base template does not exist' },
  oneTemplate: { sv: 'En mall i taget', en: 'One template at a time' },
  noTemplateFile: {
    sv: 'Välj en Word-fil (.docx) att ladda upp',
    en: 'Choose a Word file (.docx) to upload',
  },
  templateNotMultipart: {
    sv: 'Skicka mallen som multipart/form-data',
    en: 'Send the template as multipart/form-data',
  },
  notDocx: {
    sv: 'Filen är inte ett Word-dokument (.docx)',
    en: 'The file is not a Word document (.docx)',
  },
  unpacksTooLarge: {
    sv: 'Dokumentet packas upp till orimligt mycket data och tas inte emot',
    en: 'The document unpacks to an unreasonable amount of data and is refused',
  },
  macros: {
    sv: 'Dokument med makron eller ActiveX-kontroller tas inte emot',
    en: 'Documents with macros or ActiveX controls are refused',
  },
  externalContent: {
    sv: 'Dokumentet hämtar innehåll utanför filen (länkad mall, bild eller objekt) och tas inte emot',
    en: 'The document fetches content from outside the file (a linked template, picture or object) and is refused',
  },
  doctype: {
    sv: 'Dokumentet innehåller XML-deklarationer (DOCTYPE) och tas inte emot',
    en: 'The document contains XML declarations (DOCTYPE) and is refused',
  },
  xmlEncoding: {
    sv: 'Dokumentet har XML i en teckenkodning som inte stöds (bara UTF-8 och UTF-16) och tas inte emot',
    en: 'The document has XML in an unsupported character encoding (only UTF-8 and UTF-16) and is refused',
  },
  xmlMalformed: {
    sv: 'Dokumentets XML är trasig ({part}) och tas inte emot',
    en: 'The XML of the document is broken ({part}) and is refused',
  },
  checkLimit: {
    sv: 'Mallen tar för lång tid eller för mycket minne att kontrollera och tas inte emot',
    en: 'Checking the template takes too long or too much memory, and it is refused',
  },
  tagUnclosed: {
    sv: 'Taggen {tag} avslutas inte: en } saknas',
    en: 'The tag {tag} is not closed: a } is missing',
  },
  tagUnopened: {
    sv: 'Taggen {tag} har ingen början: en { saknas',
    en: 'The tag {tag} has no beginning: a { is missing',
  },
  tagDuplicateOpen: { sv: 'Taggen {tag} har en { för mycket', en: 'The tag {tag} has one { too many' },
  tagDuplicateClose: { sv: 'Taggen {tag} har en } för mycket', en: 'The tag {tag} has one } too many' },
  loopUnclosed: {
    sv: 'Slingan {tag} avslutas aldrig med sin sluttagg',
    en: 'The loop {tag} is never closed by its end tag',
  },
  loopUnopened: {
    sv: 'Sluttaggen {tag} har ingen början',
    en: 'The end tag {tag} has no beginning',
  },
  loopMismatch: {
    sv: 'Slingan {tag} avslutas med en annan sluttagg',
    en: 'The loop {tag} is closed by another end tag',
  },
  tagNotAlone: {
    sv: 'Taggen {tag} måste stå ensam i sitt stycke',
    en: 'The tag {tag} must stand alone in its paragraph',
  },
  tagError: { sv: 'Mallen har ett fel vid taggen {tag}', en: 'The template has an error at the tag {tag}' },
  templateUnreadable: {
    sv: 'Dokumentet kan inte läsas som mall',
    en: 'The document cannot be read as a template',
  },
  exportId: { sv: 'Ogiltigt export-id', en: 'Invalid export id' },
  exportMissing: { sv: 'Exporten finns inte', en: 'The export does not exist' },
  exportOtherAssignment: {
    sv: 'Data ska gälla samma uppdrag som adressen',
    en: 'The data must be about the same assignment as the address',
  },
  reportFileIssued: {
    sv: 'Filen är en utfärdad rapport och kan inte tas bort',
    en: 'The file is an issued report and cannot be deleted',
  },
  pdfUnavailable: {
    sv: 'Ingen PDF: LibreOffice finns inte på servern, rapporten finns som Word-fil',
    en: 'No PDF: LibreOffice is not installed on the server; the report is there as a Word file',
  },
  pdfFailed: {
    sv: 'Ingen PDF: konverteringen misslyckades, rapporten finns som Word-fil',
    en: 'No PDF: the conversion failed; the report is there as a Word file',
  },
  renderFailed: {
    sv: 'Rapporten kunde inte skapas av mallen',
    en: 'The report could not be made from the template',
  },
  renderTooSlow: {
    sv: 'Rapporten tog för lång tid att skapa: mallens slingor upprepar för mycket',
    en: 'Making the report took too long: the loops of the template repeat too much',
  },
  renderTooLarge: {
    sv: 'Rapporten blev för stor: mallens slingor upprepar för mycket',
    en: 'The report grew too large: the loops of the template repeat too much',
  },
  /** Every try of the export job failed after filling the template: the storage or the database. */
  storeFailed: {
    sv: 'Rapporten kunde inte sparas; försök igen',
    en: 'The report could not be stored; try again',
  },
} as const satisfies MessageGroup;

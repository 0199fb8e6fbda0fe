import type { Message, MessageGroup } from './message.ts';

/** The title of a problem document, by status. */
export const PROBLEM_TITLES: Readonly<Record<number, Message>> = {
  400: { sv: 'Ogiltig begäran', en: 'Bad request' },
  401: { sv: 'Inte inloggad', en: 'Not logged in' },
  403: { sv: 'Behörighet saknas', en: 'Permission denied' },
  404: { sv: 'Hittades inte', en: 'Not found' },
  409: { sv: 'Konflikt', en: 'Conflict' },
  410: { sv: 'Borttagen', en: 'Gone' },
  422: { sv: 'Kan inte behandlas', en: 'Unprocessable content' },
  413: { sv: 'För stor begäran', en: 'Request too large' },
  429: { sv: 'För många försök', en: 'Too many attempts' },
  500: { sv: 'Serverfel', en: 'Server error' },
  503: { sv: 'Tillfälligt otillgänglig', en: 'Temporarily unavailable' },
};

/** The title of a problem whose status has none of its own. */
export const PROBLEM_TITLE_FALLBACK: Message = { sv: 'Fel', en: 'Error' };

/** What every endpoint may answer: sign-in, permissions, malformed requests, uploads, limits. */
export const httpMessages = {
  notLoggedIn: { sv: 'Du är inte inloggad', en: 'You are not logged in' },
  idTokenInvalid: { sv: 'ID-token är ogiltig', en: 'The ID token is invalid' },
  signInExpired: {
    sv: 'Inloggningen är ogiltig eller har gått ut',
    en: 'The sign-in is invalid or has expired',
  },
  forbidden: {
    sv: 'Du saknar behörighet att utföra operationen',
    en: 'You are not allowed to perform the operation',
  },
  cookieFromOtherSite: {
    sv: 'Begäran kommer inte från appens egna sidor; skicka token i Authorization-huvudet',
    en: 'The request does not come from the app’s own pages; send the token in the Authorization header',
  },
  featureOff: {
    sv: 'Funktionen är inte aktiverad för organisationen',
    en: 'The feature is not enabled for the organisation',
  },
  noTenant: { sv: 'Anropet saknar organisation', en: 'The request names no organisation' },
  notMember: { sv: 'Du är inte medlem i organisationen', en: 'You are not a member of the organisation' },
  resourceMissing: { sv: 'Resursen finns inte', en: 'The resource does not exist' },
  pathMissing: { sv: 'Sökvägen finns inte: {path}', en: 'The path does not exist: {path}' },
  invalidRequest: {
    sv: 'Begäran innehåller ogiltiga värden',
    en: 'The request contains invalid values',
  },
  nulByte: {
    sv: 'Begäran innehåller ett otillåtet tecken (NUL)',
    en: 'The request contains a character that is not allowed (NUL)',
  },
  nulByteField: {
    sv: 'Texten innehåller ett otillåtet tecken (NUL)',
    en: 'The text contains a character that is not allowed (NUL)',
  },
  invalidValue: { sv: 'Ogiltigt värde', en: 'Invalid value' },
  idempotencyKeyInvalid: {
    sv: 'Idempotency-Key ska vara 1–200 synliga ASCII-tecken',
    en: 'Idempotency-Key must be 1–200 visible ASCII characters',
  },
  idempotencyKeyReused: {
    sv: 'Idempotency-Key används redan för en annan begäran',
    en: 'The Idempotency-Key is already used for another request',
  },
  idempotencyKeyInProgress: {
    sv: 'En begäran med samma Idempotency-Key pågår redan; försök igen om en stund',
    en: 'A request with the same Idempotency-Key is still in progress; try again shortly',
  },
  idTaken: { sv: 'Id:t används redan', en: 'The id is already in use' },
  ifMatchInvalid: {
    sv: 'If-Match ska vara postens version inom citattecken, till exempel "3"',
    en: 'If-Match must be the record’s version in quotes, for example "3"',
  },
  versionConflictTitle: { sv: 'Någon annan har ändrat posten', en: 'Someone else has changed the record' },
  versionConflict: {
    sv: 'Någon annan har ändrat posten sedan du hämtade den',
    en: 'Someone else has changed the record since you fetched it',
  },
  requestTooLarge: { sv: 'Begäran är för stor', en: 'The request is too large' },
  tooManyAttempts: {
    sv: 'För många försök, vänta en stund',
    en: 'Too many attempts, please wait a moment',
  },
  failed: { sv: 'Ett fel inträffade', en: 'An error occurred' },
  schemaBehind: { sv: 'Databasens schema är inte uppdaterat', en: 'The database schema is not up to date' },
  stopping: {
    sv: 'Servern stängs av och tar inte emot nya förfrågningar',
    en: 'The server is stopping and takes no new requests',
  },
  databaseUnavailable: {
    sv: 'Databasen går inte att nå just nu, försök igen om en stund',
    en: 'The database cannot be reached right now, please try again shortly',
  },
  storageUnavailable: {
    sv: 'Fillagringen går inte att nå just nu, försök igen om en stund',
    en: 'The file storage cannot be reached right now, please try again shortly',
  },
  responseTooLarge: {
    sv: 'Svaret är för stort; begränsa sökningen',
    en: 'The answer is too large; narrow the search',
  },
  fileTooLarge: {
    sv: 'Filen är för stor: högst {megabytes} MB.',
    en: 'The file is too large: at most {megabytes} MB.',
  },
  tooManyFields: { sv: 'Uppladdningen har för många fält', en: 'The upload has too many fields' },
  uploadFieldNotJson: {
    sv: 'Ett fält i uppladdningen är inte giltig JSON',
    en: 'A field of the upload is not valid JSON',
  },
  oneFile: { sv: 'En fil i taget', en: 'One file at a time' },
  notMultipart: {
    sv: 'Skicka filen som multipart/form-data',
    en: 'Send the file as multipart/form-data',
  },
  noFile: { sv: 'Välj en fil att ladda upp', en: 'Choose a file to upload' },
  unnamedFile: { sv: 'Filen saknar namn', en: 'The file has no name' },
  fileMissing: { sv: 'Filen finns inte', en: 'The file does not exist' },
} as const satisfies MessageGroup;

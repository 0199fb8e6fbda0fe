import type { MessageGroup } from './message.ts';

/** Input forms: their definitions, and the values records hold of them. */
export const formMessages = {
  formMissing: { sv: 'Formuläret finns inte', en: 'The form does not exist' },
  keyTaken: {
    sv: 'Ett annat formulär har redan nyckeln {key}',
    en: 'Another form already has the key {key}',
  },
  formInUse: {
    sv: 'Formuläret har ifyllda värden och kan inte tas bort. Arkivera det i stället.',
    en: 'The form has values filled in and cannot be deleted. Archive it instead.',
  },
  formStale: {
    sv: 'Formuläret har ändrats sedan du läste det: läs in det igen',
    en: 'The form has changed since you read it: load it again',
  },
  typesUnknown: {
    sv: 'Formuläret nämner typer som organisationen inte har',
    en: 'The form names types the organisation does not have',
  },
  typeUnknown: { sv: 'Typen finns inte', en: 'The type does not exist' },
  tooManyTypes: { sv: 'Högst {maximum} typer', en: 'At most {maximum} types' },
  scopeUnknown: {
    sv: 'Välj var formuläret används: ORDER, PROJECT, ESTATE, INSPECTION eller OBJECT',
    en: 'Choose where the form is used: ORDER, PROJECT, ESTATE, INSPECTION or OBJECT',
  },
  keyFormat: {
    sv: 'Nyckeln får bara innehålla a–z, 0–9 och _ och ska börja med en bokstav',
    en: 'The key may contain only a–z, 0–9 and _ and must start with a letter',
  },
  keyRepeated: { sv: 'Nyckeln används redan i listan', en: 'The key is already used in the list' },
  labelMissing: { sv: 'Ange en etikett', en: 'Enter a label' },
  dataTypeUnknown: {
    sv: 'Okänd datatyp: välj TEXT, INTEGER, DECIMAL, BOOLEAN, DATE, DATETIME, SINGLE, MULTIPLE eller TABLE',
    en: 'Unknown data type: choose TEXT, INTEGER, DECIMAL, BOOLEAN, DATE, DATETIME, SINGLE, MULTIPLE or TABLE',
  },
  columnTypeUnknown: {
    sv: 'Okänd datatyp för kolumnen: en tabell kan inte innehålla en tabell',
    en: 'Unknown data type for the column: a table cannot hold a table',
  },
  tooManyFields: { sv: 'Högst {maximum} fält', en: 'At most {maximum} fields' },
  tooManyChoices: { sv: 'Högst {maximum} val', en: 'At most {maximum} choices' },
  choicesMissing: { sv: 'Ange minst ett val', en: 'Give at least one choice' },
  tooManyColumns: { sv: 'Högst {maximum} kolumner', en: 'At most {maximum} columns' },
  columnsMissing: { sv: 'Ange minst en kolumn', en: 'Give at least one column' },
  limitTooLarge: { sv: 'Högst {maximum}', en: 'At most {maximum}' },
  minAboveMax: {
    sv: 'Största värdet får inte vara mindre än minsta värdet',
    en: 'The largest value may not be less than the smallest',
  },
  valuesExpected: { sv: 'Ange värdena som ett objekt', en: 'Give the values as an object' },
  fieldUnknown: { sv: 'Formuläret har inget sådant fält', en: 'The form has no such field' },
  valueRequired: { sv: 'Fältet måste fyllas i', en: 'The field must be filled in' },
  textExpected: { sv: 'Ange en text', en: 'Enter a text' },
  oneLineExpected: { sv: 'Texten ska stå på en rad', en: 'The text must be on one line' },
  numberExpected: { sv: 'Ange ett tal', en: 'Enter a number' },
  integerExpected: { sv: 'Ange ett heltal', en: 'Enter a whole number' },
  tooManyDecimals: { sv: 'Högst {decimals} decimaler', en: 'At most {decimals} decimals' },
  belowMin: { sv: 'Minst {minimum}', en: 'At least {minimum}' },
  aboveMax: { sv: 'Högst {maximum}', en: 'At most {maximum}' },
  booleanExpected: { sv: 'Ange ja eller nej', en: 'Give yes or no' },
  dateExpected: { sv: 'Ange ett datum som ÅÅÅÅ-MM-DD', en: 'Enter a date as YYYY-MM-DD' },
  dateTimeExpected: { sv: 'Ange datum och tid', en: 'Enter a date and time' },
  beforeMin: { sv: 'Tidigast {minimum}', en: 'At the earliest {minimum}' },
  afterMax: { sv: 'Senast {maximum}', en: 'At the latest {maximum}' },
  choiceUnknown: { sv: 'Välj ett av alternativen', en: 'Choose one of the options' },
  choicesExpected: { sv: 'Ange valen som en lista', en: 'Give the choices as a list' },
  choiceRepeated: { sv: 'Samma val förekommer flera gånger', en: 'The same choice appears more than once' },
  rowsExpected: { sv: 'Ange raderna som en lista', en: 'Give the rows as a list' },
  rowExpected: { sv: 'Ange raden som ett objekt', en: 'Give the row as an object' },
  tooManyRows: { sv: 'Högst {maximum} rader', en: 'At most {maximum} rows' },
  valuesInvalid: {
    sv: 'Formuläret är inte rätt ifyllt: se fälten',
    en: 'The form is not filled in correctly: see the fields',
  },
  formArchived: {
    sv: 'Formuläret är arkiverat: dess värden kan läsas men inte ändras',
    en: 'The form is archived: its values can be read but not changed',
  },
} as const satisfies MessageGroup;

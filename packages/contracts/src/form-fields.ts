import { z } from 'zod';

/**
 * The fields of an input form (forms.ts): nine data types, each with its own limits, as one
 * discriminated union on `type`. The bounds are the contracts' own, so server and web agree.
 */

export const FORM_SCOPES = ['ORDER', 'PROJECT', 'ESTATE', 'INSPECTION', 'OBJECT'] as const;
export type FormScope = (typeof FORM_SCOPES)[number];

export const FORM_DATA_TYPES = [
  'TEXT',
  'INTEGER',
  'DECIMAL',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'SINGLE',
  'MULTIPLE',
  'TABLE',
] as const;
export type FormDataType = (typeof FORM_DATA_TYPES)[number];

/** The bounds of a form definition, so that a definition stays something a person can fill in. */
export const FORM_LIMITS = {
  /** Fields of one form. */
  fields: 200,
  /** Choices of one SINGLE or MULTIPLE field. */
  choices: 100,
  /** Columns of one TABLE field. */
  tableColumns: 20,
  /** Rows a TABLE field may hold, the most a definition may allow. */
  tableRows: 500,
  /** Characters of a form's name, a label or a choice's label. */
  label: 200,
  /** Characters of a help text. */
  help: 2_000,
  /** Characters of a key (form, field, choice or column). */
  key: 60,
  /** The longest TEXT value a definition may allow. */
  textLength: 20_000,
  /** Decimals a DECIMAL field may keep. */
  decimals: 6,
  /** Order types or inspection types a form may name. */
  types: 100,
} as const;

/** A TEXT field without `maxLength` takes this many characters. */
export const FORM_TEXT_LENGTH_DEFAULT = 1_000;
/** A TABLE field without `maxRows` takes this many rows. */
export const FORM_TABLE_ROWS_DEFAULT = 100;

/** A key: lower-case letters, digits and `_`, starting with a letter (`byggnadsar`), as report tags need. */
export const FORM_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** A stable key of a form, field, choice or column. */
export const formKeySchema = z
  .string({ error: 'forms.keyFormat' })
  .max(FORM_LIMITS.key, 'validation.tooLong')
  .regex(FORM_KEY_PATTERN, 'forms.keyFormat');

const key = formKeySchema;

/** A text in Swedish, and in English where given (null or blank: the Swedish one is shown). */
export const translatedTextSchema = (max: number, missing: string) =>
  z.object({
    sv: z.string({ error: missing }).trim().min(1, missing).max(max, 'validation.tooLong'),
    en: z.string().trim().max(max, 'validation.tooLong').nullable().default(null),
  });
const label = translatedTextSchema(FORM_LIMITS.label, 'forms.labelMissing');
const help = z
  .object({
    sv: z.string().trim().max(FORM_LIMITS.help, 'validation.tooLong'),
    en: z.string().trim().max(FORM_LIMITS.help, 'validation.tooLong').nullable().default(null),
  })
  .nullable()
  .default(null);

const number = z.number({ error: 'forms.numberExpected' });
const integer = number.int('forms.integerExpected').min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const date = z.iso.date('forms.dateExpected');
const dateTime = z.iso.datetime({ offset: true, error: 'forms.dateTimeExpected' });

/** What every field has: its key, label, help text and whether it must be filled in. */
const common = { key, label, help, required: z.boolean().default(false) };

const textField = z.object({
  ...common,
  type: z.literal('TEXT'),
  maxLength: z
    .number()
    .int()
    .min(1)
    .max(FORM_LIMITS.textLength, 'forms.limitTooLarge')
    .default(FORM_TEXT_LENGTH_DEFAULT),
  multiline: z.boolean().default(false),
  default: z.string().nullable().default(null),
});
/** A field whose values lie in a range: its smallest and largest value (null: none) and its default. */
const rangedField = <Type extends FormDataType, Bound extends z.ZodType, Value extends z.ZodType>(
  type: Type,
  bound: Bound,
  value: Value,
) =>
  z.object({
    ...common,
    type: z.literal(type),
    min: bound.nullable().default(null),
    max: bound.nullable().default(null),
    default: value.nullable().default(null),
  });

const integerField = rangedField('INTEGER', integer, z.number());
const decimalField = rangedField('DECIMAL', number, z.number()).extend({
  decimals: z.number().int().min(0).max(FORM_LIMITS.decimals, 'forms.limitTooLarge').default(2),
});
const booleanField = z.object({
  ...common,
  type: z.literal('BOOLEAN'),
  default: z.boolean().nullable().default(null),
});
const dateField = rangedField('DATE', date, z.string());
const dateTimeField = rangedField('DATETIME', dateTime, z.string());

/** One choice of a SINGLE or MULTIPLE field: a stable key (what a value stores) and its label. */
export const formChoiceSchema = z.object({ key, label }).meta({ id: 'FormChoice' });
export type FormChoice = z.infer<typeof formChoiceSchema>;
const choices = z
  .array(formChoiceSchema)
  .min(1, 'forms.choicesMissing')
  .max(FORM_LIMITS.choices, 'forms.tooManyChoices');

const singleField = z.object({
  ...common,
  type: z.literal('SINGLE'),
  choices,
  default: z.string().nullable().default(null),
});
const multipleField = z.object({
  ...common,
  type: z.literal('MULTIPLE'),
  choices,
  default: z.array(z.string()).nullable().default(null),
});

const scalarFields = [
  textField,
  integerField,
  decimalField,
  booleanField,
  dateField,
  dateTimeField,
  singleField,
  multipleField,
] as const;

/** A column of a TABLE field: a field of any type but TABLE (tables do not nest). */
export const formColumnSchema = z
  .discriminatedUnion('type', scalarFields, { error: 'forms.columnTypeUnknown' })
  .meta({ id: 'FormColumn' });
export type FormColumn = z.infer<typeof formColumnSchema>;

const tableField = z.object({
  ...common,
  type: z.literal('TABLE'),
  columns: z
    .array(formColumnSchema)
    .min(1, 'forms.columnsMissing')
    .max(FORM_LIMITS.tableColumns, 'forms.tooManyColumns'),
  maxRows: z
    .number()
    .int()
    .min(1)
    .max(FORM_LIMITS.tableRows, 'forms.limitTooLarge')
    .default(FORM_TABLE_ROWS_DEFAULT),
  default: z.null().default(null),
});

/** One field of a form, by its data type, with that type's limits. */
export const formFieldSchema = z
  .discriminatedUnion('type', [...scalarFields, tableField], { error: 'forms.dataTypeUnknown' })
  .meta({ id: 'FormField' });
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

import { z } from 'zod';

/**
 * The free-text fields of the contracts. Text is trimmed, and a blank value is stored as null,
 * so "" and "  " never reach the database.
 */

type MaxLengthParams = string | z.core.$ZodCheckMaxLengthParams;

/**
 * States a text's limit in the contracts' Swedish ("Högst 200 tecken"). Without it a too long text
 * reports zod's own issue, which the web app words in the user's language.
 */
export const SWEDISH_TOO_LONG: z.core.$ZodCheckMaxLengthParams = {
  error: (issue) => `Högst ${issue.maximum} tecken`,
};

/** Text that may be left out: absent, null and blank all become null. For a create body. */
export const optionalText = (max: number, tooLong?: MaxLengthParams) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** Text of a change: null or blank clears it (null), absent leaves it as it is (undefined). */
export const clearableText = (max: number, tooLong?: MaxLengthParams) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** Makes a checked text optional: absent, null and blank become null; anything else must pass `schema`. */
export const blankOr = <Output>(schema: z.ZodType<Output, string>) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());

/** A checked text of a change: null or blank clears it (null), absent leaves it as it is (undefined). */
export const clearableOr = <Output>(schema: z.ZodType<Output, string>) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable())
    .optional();

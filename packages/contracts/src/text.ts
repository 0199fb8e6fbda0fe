import { z } from 'zod/mini';

/**
 * The free-text fields of the contracts. Text is trimmed, and a blank value is stored as null,
 * so "" and "  " never reach the database. Written with zod's small build (`zod/mini`): the
 * public order page validates with these in the browser; a full-zod object takes them as fields.
 */

type MaxLengthParams = string | z.core.$ZodCheckMaxLengthParams;

/**
 * States a text's limit by the catalogue's message ("Högst 200 tecken", the limit from the issue).
 * Without it a too long text reports zod's own issue, which the web app words in the user's language.
 */
export const TOO_LONG_MESSAGE: z.core.$ZodCheckMaxLengthParams = {
  error: 'validation.tooLong',
};

/** Blank text as null, anything else as it is. */
const blankAsNull = <Input extends string | null | undefined>() =>
  z.transform((value: Input) => (value ? value : null));

/** A trimmed text of at most `max` characters. */
const trimmedText = (max: number, tooLong?: MaxLengthParams) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));

/** Text that may be left out: absent, null and blank all become null. For a create body. */
export const optionalText = (max: number, tooLong?: MaxLengthParams) =>
  z.pipe(z.nullish(trimmedText(max, tooLong)), blankAsNull());

/** Text of a change: null or blank clears it (null), absent leaves it as it is (undefined). */
export const clearableText = (max: number, tooLong?: MaxLengthParams) =>
  z.optional(z.pipe(z.nullable(trimmedText(max, tooLong)), blankAsNull()));

/** Makes a checked text optional: absent, null and blank become null; anything else must pass `schema`. */
export const blankOr = <Output>(schema: z.core.$ZodType<Output, string>) =>
  z.pipe(z.pipe(z.nullish(z.string().check(z.trim())), blankAsNull()), z.nullable(schema));

/** A checked text of a change: null or blank clears it (null), absent leaves it as it is (undefined). */
export const clearableOr = <Output>(schema: z.core.$ZodType<Output, string>) =>
  z.optional(z.pipe(z.pipe(z.nullable(z.string().check(z.trim())), blankAsNull()), z.nullable(schema)));

/** Text that must be given: trimmed, not blank, at most `max` characters; `message` when missing. */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: 'validation.tooLong' }));

import { z } from 'zod';
import { listResponseSchema } from './list.ts';
import { clearableText, optionalText, requiredText } from './text.ts';

/**
 * Number sequences: a firm's running numbers (R-00042). A sequence may number one of the
 * product's own records, its target: new assignments draw from the firm's `inspection`
 * sequence when it keeps one, and a report export draws the numbers its template prints from
 * the `report` and `invoice` sequences (`{report.number}`, `{invoice.number}`). A sequence
 * without a target is the firm's own, for clients that draw with `PUT /{id}/next`.
 */
export const SEQUENCE_TARGETS = ['inspection', 'report', 'invoice'] as const;
export type SequenceTarget = (typeof SEQUENCE_TARGETS)[number];

/** The largest next value a sequence may be given: twelve digits, as many as the padding allows. */
export const SEQUENCE_VALUE_MAX = 999_999_999_999;
/** At most this many digits of zero padding (`0042` has four). */
export const SEQUENCE_PADDING_MAX = 12;
export const SEQUENCE_NAME_MAX = 100;
export const SEQUENCE_PREFIX_MAX = 20;

export const SEQUENCE_NAME_MISSING = 'validation.name';
export const SEQUENCE_VALUE_INVALID = 'sequences.sequenceValueInvalid';
export const SEQUENCE_PADDING_INVALID = 'sequences.sequencePaddingInvalid';

/** A number as a sequence gives it out: the prefix, then the value padded with zeros. */
export const formatSequenceNumber = (sequence: { prefix: string; padding: number }, value: number): string =>
  `${sequence.prefix}${String(value).padStart(sequence.padding, '0')}`;

const sequenceValue = z
  .number({ error: SEQUENCE_VALUE_INVALID })
  .int({ error: SEQUENCE_VALUE_INVALID })
  .min(0, { error: SEQUENCE_VALUE_INVALID })
  .max(SEQUENCE_VALUE_MAX, { error: SEQUENCE_VALUE_INVALID });
const padding = z
  .number({ error: SEQUENCE_PADDING_INVALID })
  .int({ error: SEQUENCE_PADDING_INVALID })
  .min(0, { error: SEQUENCE_PADDING_INVALID })
  .max(SEQUENCE_PADDING_MAX, { error: SEQUENCE_PADDING_INVALID });
const target = z.enum(SEQUENCE_TARGETS);

/** A sequence as the API answers it; `nextNumber` is what the next draw gives. */
export const sequenceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    target: target.nullable(),
    prefix: z.string(),
    padding: z.number().int(),
    next: z.number().int(),
    nextNumber: z.string(),
  })
  .meta({ id: 'Sequence' });
export type Sequence = z.infer<typeof sequenceSchema>;

export const sequenceListSchema = listResponseSchema(sequenceSchema);

/** A new sequence: without `next` it starts at 1, without a prefix or padding it gives plain numbers. */
export const sequenceCreateSchema = z
  .object({
    name: requiredText(SEQUENCE_NAME_MAX, SEQUENCE_NAME_MISSING),
    target: target.nullable().default(null),
    prefix: optionalText(SEQUENCE_PREFIX_MAX),
    padding: padding.default(0),
    next: sequenceValue.default(1),
  })
  .meta({ id: 'SequenceCreate' });
export type SequenceCreate = z.input<typeof sequenceCreateSchema>;

/**
 * A change of a sequence's name, target or format; only the fields sent change, null clears the
 * target or prefix. The next value is not among them: it changes only through `PUT /{id}/next`,
 * which checks that nobody drew a number since the caller read it.
 */
export const sequenceUpdateSchema = z
  .object({
    name: z.optional(requiredText(SEQUENCE_NAME_MAX, SEQUENCE_NAME_MISSING)),
    target: target.nullable().optional(),
    prefix: clearableText(SEQUENCE_PREFIX_MAX),
    padding: padding.optional(),
  })
  .meta({ id: 'SequenceUpdate' });
export type SequenceUpdate = z.input<typeof sequenceUpdateSchema>;

/** `PUT /{id}/next`: sets the next value to `new` if it still is `old` (compare and set). */
export const sequenceNextSchema = z
  .object({ old: sequenceValue, new: sequenceValue })
  .meta({ id: 'SequenceNext' });
export type SequenceNext = z.input<typeof sequenceNextSchema>;

/** One number of a sequence: its value and how it is written (`GET /{id}/peek`, a draw). */
export const sequenceNumberSchema = z
  .object({ value: z.number().int(), number: z.string() })
  .meta({ id: 'SequenceNumber' });
export type SequenceNumber = z.infer<typeof sequenceNumberSchema>;

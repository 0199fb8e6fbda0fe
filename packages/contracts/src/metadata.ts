import { z } from 'zod';

export const METADATA_KEY_INVALID = 'organisation.metadataKeyInvalid';

/** A group's or a value's name: plain enough to stand in a path (`/admin/import/metadata/{group}/{name}`). */
export const metadataKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, METADATA_KEY_INVALID);

/**
 * A record's own message (zod's "Invalid key in record" for a bad key) says what a key may be; its
 * values keep their own messages.
 */
const keyError = { error: METADATA_KEY_INVALID };

/** One value: a text, a number, yes/no, nothing, or a list of texts (the choices of a form field). */
const metadataValue = z.union([
  z.string().max(10_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(1_000)).max(1_000),
]);

/** One named group of values: at most 500. */
export const metadataGroupSchema = z
  .record(metadataKeySchema, metadataValue, keyError)
  .refine((group) => Object.keys(group).length <= 500, { error: 'organisation.metadataGroupTooLarge' });

/**
 * The firm's metadata (SPEC §7 "Metadata and events"): named groups of named values, which its
 * forms and imports draw on. At most 100 groups of at most 500 values.
 */
export const metadataDocumentSchema = z
  .record(metadataKeySchema, metadataGroupSchema, keyError)
  .refine((document) => Object.keys(document).length <= 100, { error: 'organisation.metadataTooManyGroups' })
  .meta({ id: 'MetadataDocument' });
export type MetadataDocument = z.infer<typeof metadataDocumentSchema>;

/** The document as stored, with when and by whom it was last written (never written: null). */
export const metadataSchema = z
  .object({
    document: metadataDocumentSchema,
    updatedAt: z.string().nullable(),
    updatedBy: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Metadata' });
export type Metadata = z.infer<typeof metadataSchema>;

/**
 * A new document, replacing the whole. `updatedAt` is the one the writer read (null: never
 * written); when given and no longer current, the write is refused (409) rather than overwriting
 * a change the writer has not seen.
 */
export const metadataChangeSchema = z
  .object({ document: metadataDocumentSchema, updatedAt: z.string().nullable().optional() })
  .meta({ id: 'MetadataChange' });
export type MetadataChange = z.infer<typeof metadataChangeSchema>;

import { sql, type SQL } from 'drizzle-orm';

// Drizzle spreads a JS array into one parameter per element; these bind the whole array as one
// JSON parameter instead, so any text (quotes, commas, braces) arrives as it was.

/** A `text[]` from a list of strings. */
export const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

/** A `uuid[]` from a list of uuids. */
export const uuidArray = (values: readonly string[]): SQL => sql`${textArray(values)}::uuid[]`;

/**
 * A `uuid[]` bound as one array literal, which the planner reads as a constant, so an index can
 * serve `= ANY (…)` (the subquery of `uuidArray` hides the values from it); uuids need no quoting.
 */
export const uuidLiteralArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

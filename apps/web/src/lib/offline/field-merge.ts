// Merging an edit whose record a colleague changed meanwhile (a 409 version conflict), field by field.

/** A field both changed: the inspector's value and the colleague's. */
export interface FieldConflict {
  field: string;
  ours: unknown;
  theirs: unknown;
}

export interface EditMerge {
  /** The fields to send again, on top of the record as it is now. */
  body: Record<string, unknown>;
  /** Fields both changed, each to be chosen by the inspector. */
  conflicts: FieldConflict[];
}

/** Blank text and no value are the same to a remark's fields. */
const normalised = (value: unknown): unknown => (value === '' || value === undefined ? null : value);

function same(first: unknown, second: unknown): boolean {
  return JSON.stringify(normalised(first)) === JSON.stringify(normalised(second));
}

/**
 * The edit `ours` (the fields sent) started from `base`; the record is now `current`. A field the
 * inspector did not change is left as it is now; one the colleague did not change (current ===
 * base) takes the inspector's value; one both changed to different values is a conflict.
 */
export function mergeEdit(
  base: Record<string, unknown>,
  ours: Record<string, unknown>,
  current: Record<string, unknown>,
): EditMerge {
  const body: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, value] of Object.entries(ours)) {
    if (same(value, base[field]) || same(value, current[field])) continue;
    if (same(current[field], base[field])) body[field] = value;
    else conflicts.push({ field, ours: value, theirs: current[field] });
  }
  return { body, conflicts };
}

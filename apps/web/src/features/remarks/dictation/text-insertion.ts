/** A selection of a text field: the cursor when `start === end`. */
export interface TextRange {
  start: number;
  end: number;
}

/** Where a text was put: its range in the new text and the words themselves. */
export interface Insertion extends TextRange {
  text: string;
}

/**
 * Puts `words` into `text` at `at` (the cursor, or the selection it replaces), with a space on
 * either side where a word would otherwise run into it. Answers the new text and where the words
 * went, so that they can be replaced later.
 */
export function insertAt(
  text: string,
  at: TextRange | null,
  words: string,
): { text: string; inserted: Insertion } {
  const trimmed = words.trim();
  const start = Math.min(Math.max(0, at?.start ?? text.length), text.length);
  const end = Math.min(Math.max(start, at?.end ?? start), text.length);
  const before = text.slice(0, start);
  const after = text.slice(end);
  const leading = before && !/\s$/.test(before) ? ' ' : '';
  const trailing = after && !/^[\s.,;:!?)]/.test(after) ? ' ' : '';
  const next = before + leading + trimmed + trailing + after;
  const insertedStart = before.length + leading.length;
  return {
    text: next,
    inserted: { start: insertedStart, end: insertedStart + trimmed.length, text: trimmed },
  };
}

/**
 * Replaces words inserted earlier by `replacement`: where they were put, or where they are now if
 * the text around them changed. Null when they are no longer in the text (edited away).
 */
export function replaceInsertion(
  text: string,
  inserted: Insertion,
  replacement: string,
): { text: string; inserted: Insertion } | null {
  const start =
    text.slice(inserted.start, inserted.end) === inserted.text ? inserted.start : text.indexOf(inserted.text);
  if (start < 0 || !inserted.text) return null;
  return insertAt(text, { start, end: start + inserted.text.length }, replacement);
}

/**
 * One byte range of a `Range: bytes=…` header (RFC 9110 §14): what a media player asks for. Safari
 * plays `<audio>` only from a server that answers ranges. Several ranges at once are answered
 * whole (a multipart answer no player needs).
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** The range `header` asks of a body of `size` bytes: null for the whole body. */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

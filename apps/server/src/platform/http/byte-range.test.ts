import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('a Range header', () => {
  it('asks for a span, an open end or the last bytes', () => {
    expect(byteRangeOf('bytes=0-1', 100)).toEqual({ start: 0, end: 1 });
    expect(byteRangeOf('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(byteRangeOf('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(byteRangeOf('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
  });

  it('is the whole body when absent, malformed or several ranges', () => {
    expect(byteRangeOf(undefined, 100)).toBeNull();
    expect(byteRangeOf('bytes=-', 100)).toBeNull();
    expect(byteRangeOf('items=0-1', 100)).toBeNull();
    expect(byteRangeOf('bytes=0-1, 5-6', 100)).toBeNull();
  });

  it('cannot be met past the end or backwards', () => {
    expect(byteRangeOf('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

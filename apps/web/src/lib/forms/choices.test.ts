import { describe, expect, it } from 'vitest';
import { withChoice } from './choices';

describe('withChoice', () => {
  it('adds a checked id after those chosen and takes a cleared one out', () => {
    expect(withChoice(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withChoice(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

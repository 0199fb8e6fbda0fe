import { describe, expect, it } from 'vitest';
import { lineOfPattern, readPatternLines } from './pattern-lines';

describe('the permission patterns field', () => {
  it('reads one pattern a line, ignoring blank lines and spaces', () => {
    expect(readPatternLines(' orders.read \n\ncontacts.*\n')).toEqual({
      patterns: ['orders.read', 'contacts.*'],
      problem: null,
    });
  });

  it('names the first line the pattern language refuses', () => {
    expect(readPatternLines('orders.read\n\norders.rea*\n(a+)+').problem).toEqual({
      line: 3,
      message: 'access.patternPartialWildcard',
    });
  });

  it('finds the line of the server’s n-th pattern', () => {
    expect(lineOfPattern('a.b\n\n c.d\ne.f', 1)).toBe(3);
    expect(lineOfPattern('a.b\n\n c.d\ne.f', 2)).toBe(4);
  });
});

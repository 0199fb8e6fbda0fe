import { describe, expect, it } from 'vitest';
import {
  matchesPermission,
  patternCovers,
  permissionPatternProblem,
  permissionPatternToRegExp,
} from './permission-patterns.ts';

/** [pattern, name, granted] */
const CASES: [string, string, boolean][] = [
  ['*', 'orders.read', true],
  ['*', 'orders', true],
  ['*', 'a.b.c.d', true],
  ['orders.*', 'orders.read', true],
  ['orders.*', 'orders.read.own', true],
  ['orders.*', 'orders', false],
  ['orders.*', 'ordersx.read', false],
  ['orders.read', 'orders.read', true],
  ['orders.read', 'orders.readall', false],
  ['orders.read', 'xorders.read', false],
  ['orders.read', 'orders.read.own', false],
  ['*.read', 'orders.read', true],
  ['*.read', 'orders.write', false],
  ['*.read', 'a.b.read', false],
  ['a.*.c', 'a.b.c', true],
  ['a.*.c', 'a.b.x.c', false],
  ['a.*.*', 'a.b.c.d', true],
  ['orders.*', 'orders.', false],
  ['orders.*', 'orders..read', false],
  ['*', '', false],
  ['*', '.', false],
  ['calendar-x.read_all', 'calendar-x.read_all', true],
  ['orders.read', 'ORDERS.read', false],
  // An invalid pattern grants nothing, even what it would seem to.
  ['orders.rea*', 'orders.read', false],
  ['.*', 'x', false],
  ['(a+)+', 'aaaa', false],
];

/** [holder, granted, covers]: whether a holder of the one may hand on the other. */
const COVERS: [string, string, boolean][] = [
  ['*', '*', true],
  ['*', 'orders.*', true],
  ['*', '*.read', true],
  ['orders.*', 'orders.read', true],
  ['orders.*', 'orders.*', true],
  ['orders.*', 'orders.*.own', true],
  ['orders.*', '*', false],
  ['orders.*', '*.read', false],
  ['orders.*', 'orders', false],
  ['orders.read', 'orders.read', true],
  ['orders.read', 'orders.*', false],
  ['orders.read', '*.read', false],
  ['orders.read', 'orders.read.own', false],
  ['*.read', 'orders.read', true],
  ['*.read', '*.read', true],
  ['*.read', 'orders.*', false],
  ['*.read', '*', false],
  ['a.*.c', 'a.b.c', true],
  ['a.*.c', 'a.*', false],
  ['a.*.*', 'a.b.*', true],
  ['a.*.*', 'a.*', false],
  ['orders.rea*', 'orders.rea*', false],
  ['*', 'orders.rea*', false],
];

/** Names to hold the coverage to what the patterns grant. */
const SAMPLE_NAMES = ['orders', 'orders.read', 'orders.read.own', 'contacts.read', 'a.b.c', 'a.b.c.d', 'a.x'];

describe('the permission pattern language', () => {
  it.each(COVERS)('%s covers %s: %s', (holder, granted, covers) => {
    expect(patternCovers(holder, granted)).toBe(covers);
    // What a holder covers, it grants wherever the covered pattern does.
    if (covers) {
      for (const name of SAMPLE_NAMES.filter((sample) => matchesPermission(granted, sample))) {
        expect(matchesPermission(holder, name)).toBe(true);
      }
    }
  });

  it.each(CASES)('%s grants %s: %s (matcher and regular expression agree)', (pattern, name, granted) => {
    expect(matchesPermission(pattern, name)).toBe(granted);
    expect(permissionPatternToRegExp(pattern).test(name)).toBe(granted);
  });

  it('accepts literal segments and whole-segment wildcards', () => {
    for (const pattern of ['*', 'orders.*', '*.read', 'a.*.c', 'calendar-x.read_all', 'a1.b2']) {
      expect(permissionPatternProblem(pattern)).toBeNull();
    }
  });

  it.each([
    ['', 'access.patternEmpty'],
    ['orders.rea*', 'access.patternPartialWildcard'],
    ['**', 'access.patternPartialWildcard'],
    ['orders..read', 'access.patternEmptySegment'],
    ['.orders', 'access.patternEmptySegment'],
    ['orders.', 'access.patternEmptySegment'],
    ['Orders.read', 'access.patternCharacters'],
    ['(a+)+', 'access.patternCharacters'],
    ['orders.read$', 'access.patternCharacters'],
    ['a'.repeat(101), 'access.patternTooLong'],
    [Array(11).fill('a').join('.'), 'access.patternTooManySegments'],
  ])('refuses %j: %s', (pattern, problem) => {
    expect(permissionPatternProblem(pattern)).toBe(problem);
  });

  it('takes time linear in adversarial names (10 000 characters under 5 ms)', () => {
    const names = [
      'a'.repeat(10_000),
      `${'a.'.repeat(4_999)}.`,
      `${'a'.repeat(9_999)}!`,
      `${'a.'.repeat(5_000)}`,
      '.'.repeat(10_000),
    ];
    const patterns = ['*', 'a.*', '*.*.*.*.*.*.*.*.*.b', 'a.*.a.*.a.*.a.*.a.*', '*.a'];
    // The best of a few runs: a busy machine may pause any one of them, a backtracking
    // expression would be slow in every one (seconds, not milliseconds).
    const fastest = (run: () => void) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const started = performance.now();
          run();
          return performance.now() - started;
        }),
      );
    for (const name of names) {
      for (const pattern of patterns) {
        const regExp = permissionPatternToRegExp(pattern);
        expect(regExp.test(name)).toBe(matchesPermission(pattern, name));
        expect(fastest(() => matchesPermission(pattern, name))).toBeLessThan(5);
        expect(fastest(() => regExp.test(name))).toBeLessThan(5);
      }
    }
  });
});

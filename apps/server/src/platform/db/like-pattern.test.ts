import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it('wraps the text in wildcards and escapes its own % _ and \\', () => {
    expect(containsPattern('Storgatan')).toBe('%Storgatan%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

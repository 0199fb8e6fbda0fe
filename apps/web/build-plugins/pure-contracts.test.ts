import { describe, expect, it } from 'vitest';
import { markTopLevelValuesPure } from './pure-contracts.ts';

describe('markTopLevelValuesPure', () => {
  it('marks each top-level value built by a call, exported or not, keeping its text', () => {
    const code = [
      "import { z } from 'zod';",
      'const nameSchema = z.string().min(1);',
      "export const userSchema = z.object({ name: nameSchema, tags: z.array(z.string()) }).meta({ id: 'User' });",
    ].join('\n');
    expect(markTopLevelValuesPure(code)).toBe(
      [
        "import { z } from 'zod';",
        'const nameSchema = /*#__PURE__*/ (() => (z.string().min(1)))();',
        "export const userSchema = /*#__PURE__*/ (() => (z.object({ name: nameSchema, tags: z.array(z.string()) }).meta({ id: 'User' })))();",
      ].join('\n'),
    );
  });

  it('leaves plain values, functions and statements as they are', () => {
    const code = [
      "export const VIEWS = ['month', 'week'] as const;",
      'export const pick = (value: string) => VIEWS.find((view) => view === value);',
      'export function describe() { return String(VIEWS); }',
      'registry.add(VIEWS);',
    ].join('\n');
    expect(markTopLevelValuesPure(code)).toBe(code);
  });
});

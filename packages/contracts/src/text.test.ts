import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, renderMessage } from './messages.ts';
import { blankOr, clearableText, optionalText, TOO_LONG_MESSAGE } from './text.ts';

const messages = (result: { error?: z.core.$ZodError }) => result.error?.issues.map((issue) => issue.message);

describe('text fields', () => {
  it('stores optional text trimmed, and absent, null or blank text as null', () => {
    const schema = z.object({ note: optionalText(5) });
    expect(schema.parse({ note: '  hej ' })).toEqual({ note: 'hej' });
    for (const note of [undefined, null, '', '   ']) expect(schema.parse({ note })).toEqual({ note: null });
  });

  it("says a too long text in zod's words unless asked for the contracts' message", () => {
    expect(messages(optionalText(3).safeParse('abcd'))).not.toEqual(['validation.tooLong']);
    expect(messages(optionalText(3, TOO_LONG_MESSAGE).safeParse('abcd'))).toEqual(['validation.tooLong']);
    const issue = clearableText(3, TOO_LONG_MESSAGE).safeParse('abcd').error!.issues[0]!;
    expect(renderMessage(issueMessage(issue), 'sv')).toBe('Högst 3 tecken');
  });

  it('leaves a clearable text out when absent and clears it when null or blank', () => {
    const schema = z.object({ note: clearableText(10) });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ note: null })).toEqual({ note: null });
    expect(schema.parse({ note: ' ' })).toEqual({ note: null });
    expect(schema.parse({ note: ' ny ' })).toEqual({ note: 'ny' });
  });

  it('checks a non-blank value against its schema and takes blank as null', () => {
    const email = blankOr(z.email({ error: 'validation.email' }));
    expect(email.parse('  ')).toBeNull();
    expect(email.parse(' a@b.se ')).toBe('a@b.se');
    expect(messages(email.safeParse('nej'))).toEqual(['validation.email']);
  });
});

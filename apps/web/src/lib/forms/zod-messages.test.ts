import { describe, expect, it } from 'vitest';
import { organizationCreateSchema, RESERVED_TENANT_ID_MESSAGE } from '@syna/contracts/tenant';
import { profileUpdateSchema } from '@syna/contracts/user';
import { zodErrorMap, type ValidationTranslate } from './zod-messages';

const translate: ValidationTranslate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('zodErrorMap', () => {
  it('explains profile mistakes with translation keys', () => {
    const result = profileUpdateSchema.safeParse(
      { firstName: '   ', lastName: 'x'.repeat(101), picture: 'not a url' },
      { error: zodErrorMap(translate) },
    );
    // A blank first name is allowed: it clears the name part.
    expect(messages(result)).toEqual({
      lastName: 'validation.tooLong {"maximum":100}',
      picture: 'validation.url',
    });
  });

  it('explains organisation ids, names and e-mail', () => {
    const result = organizationCreateSchema.safeParse(
      { id: 'Acme AB', name: 'A', email: 'nope' },
      { error: zodErrorMap(translate) },
    );
    expect(messages(result)).toEqual({
      id: 'validation.tenantId',
      name: 'validation.tooShort {"minimum":2}',
      email: 'validation.email',
    });
  });

  it('refuses a reserved organisation id with the contract’s message', () => {
    const result = organizationCreateSchema.safeParse(
      { id: 'admin', name: 'Acme' },
      { error: zodErrorMap(translate) },
    );
    expect(messages(result)).toEqual({ id: RESERVED_TENANT_ID_MESSAGE });
  });

  it('refuses a picture that is not a web address', () => {
    for (const picture of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.se/a.png']) {
      const result = profileUpdateSchema.safeParse({ picture }, { error: zodErrorMap(translate) });
      expect(messages(result), picture).toEqual({ picture: 'validation.url' });
    }
    expect(profileUpdateSchema.safeParse({ picture: 'https://example.se/a.png' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ picture: 'http://example.se/a.png' }).success).toBe(true);
  });

  it('treats a missing value as required', () => {
    const result = organizationCreateSchema.safeParse({ name: 'Acme' }, { error: zodErrorMap(translate) });
    expect(messages(result)).toEqual({ id: 'validation.required' });
  });
});

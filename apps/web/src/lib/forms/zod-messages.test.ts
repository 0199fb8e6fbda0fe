import { describe, expect, it } from 'vitest';
import { organizationCreateSchema } from '@syna/contracts/tenant';
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

  it('treats a missing value as required', () => {
    const result = organizationCreateSchema.safeParse({ name: 'Acme' }, { error: zodErrorMap(translate) });
    expect(messages(result)).toEqual({ id: 'validation.required' });
  });
});

import { describe, expect, it } from 'vitest';
import { expiredTokenCookie, tokenCookie } from './token-cookie';

describe('the JWT cookie', () => {
  it('keeps the token for one day on the whole site, same-site strict', () => {
    expect(tokenCookie('a.b.c', false)).toBe('JWT=a.b.c; max-age=86400; path=/; SameSite=Strict');
  });
  it('is Secure only over https', () => {
    expect(tokenCookie('a.b.c', true)).toBe('JWT=a.b.c; max-age=86400; path=/; SameSite=Strict; Secure');
  });
  it('is cleared by an immediately expiring cookie', () => {
    expect(expiredTokenCookie(false)).toBe('JWT=; max-age=0; path=/; SameSite=Strict');
  });
});

import { describe, expect, it } from 'vitest';
import { loginPage, preferredLocale } from './sign-in-pages.ts';

describe('preferredLocale', () => {
  it('is Swedish by default and for Swedish or unrelated browsers', () => {
    expect(preferredLocale(undefined)).toBe('sv');
    expect(preferredLocale('')).toBe('sv');
    expect(preferredLocale('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(preferredLocale('de-DE,fr;q=0.5')).toBe('sv');
  });

  it('is English when the browser ranks English above Swedish', () => {
    expect(preferredLocale('en-US,en;q=0.9')).toBe('en');
    expect(preferredLocale('de-DE,en;q=0.7,sv;q=0.3')).toBe('en');
    expect(preferredLocale('sv;q=0.4,en-GB;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0,sv;q=0.1')).toBe('sv');
  });

  it('lets ui_locales of the authorization request win', () => {
    expect(preferredLocale('sv-SE', 'en')).toBe('en');
    expect(preferredLocale('en-US', 'sv-SE en')).toBe('sv');
    expect(preferredLocale('en-US', 'fi')).toBe('en');
  });
});

describe('loginPage', () => {
  it('escapes what the user typed', () => {
    const html = loginPage({
      locale: 'sv',
      action: '/oidc/interaction/x/login',
      email: '"><script>x</script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

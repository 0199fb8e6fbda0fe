import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowingInlineScript,
  loginPage,
  preferredLocale,
  SIGN_OUT_SCRIPT,
  signingOutPage,
} from './sign-in-pages.ts';

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
      links: { signUp: '/oidc/interaction/x/signup', forgot: '/oidc/interaction/x/forgot' },
      email: '"><script>x</script>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});

describe('the automatic sign-out page', () => {
  const form = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';

  it('ends the whole session with its form, and offers a button where scripts are off', () => {
    const html = signingOutPage({ locale: 'en', form });
    expect(html).toContain('Signing you out of Syna');
    expect(html).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    expect(html).toContain(`<script>${SIGN_OUT_SCRIPT}</script>`);
    expect(html).toMatch(
      /<noscript><button type="submit" form="op.logoutForm">Sign out<\/button><\/noscript>/,
    );
  });

  it('is allowed its one script by hash, leaving the rest of the policy as it was', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    const hash = createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64');
    expect(allowingInlineScript(policy, SIGN_OUT_SCRIPT)).toBe(
      `default-src 'self';script-src 'self' 'sha256-${hash}';style-src 'self' 'unsafe-inline'`,
    );
  });
});

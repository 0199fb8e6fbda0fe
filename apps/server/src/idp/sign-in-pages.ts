import { createHash } from 'node:crypto';

/**
 * The issuer's own HTML pages (sign-in form, sign-out, errors), rendered on the server in Swedish
 * or English. No external resources; the inline <style> passes `style-src 'unsafe-inline'`, and
 * the one inline script (the automatic sign-out) is allowed by its hash on that response alone.
 */

export type Locale = 'sv' | 'en';

const TEXTS = {
  sv: {
    signInTitle: 'Logga in',
    email: 'E-postadress',
    password: 'Lösenord',
    signInButton: 'Logga in',
    wrongCredentials: 'Fel e-postadress eller lösenord',
    tooManyAttempts: 'För många inloggningsförsök. Vänta en minut och försök igen.',
    signOutTitle: 'Logga ut',
    signOutQuestion: 'Vill du logga ut från Syna?',
    signOutButton: 'Logga ut',
    signingOutText: 'Du loggas ut från Syna …',
    stayButton: 'Tillbaka till Syna',
    signedOutTitle: 'Du är utloggad',
    signedOutText: 'Du har loggat ut från Syna.',
    signInAgain: 'Logga in igen',
    errorTitle: 'Något gick fel',
    errorExpired: 'Inloggningen har gått ut eller avbrutits. Gå tillbaka till Syna och försök igen.',
    errorRequest: 'Inloggningsbegäran kunde inte behandlas.',
    errorServer: 'Ett oväntat fel inträffade. Försök igen om en stund.',
    backToSyna: 'Till Syna',
    errorCode: 'Felkod',
    signUpLink: 'Skapa konto',
    forgotLink: 'Glömt lösenordet?',
    signUpTitle: 'Skapa konto',
    givenName: 'Förnamn',
    familyName: 'Efternamn',
    newPassword: 'Lösenord',
    passwordHint: 'Minst {min} tecken.',
    signUpButton: 'Skapa konto',
    haveAccount: 'Har du redan ett konto? Logga in',
    backToSignIn: 'Tillbaka till inloggningen',
    required: 'Fyll i fältet.',
    invalidEmail: 'Ange en giltig e-postadress.',
    passwordTooShort: 'Lösenordet måste ha minst {min} tecken.',
    tooManyRequests: 'För många försök. Vänta en minut och försök igen.',
    checkMailTitle: 'Kolla din e-post',
    signUpSent:
      'Vi har skickat ett e-postmeddelande till {email}. Följ länken i det för att bekräfta adressen. Du kan logga in redan nu.',
    forgotTitle: 'Glömt lösenordet',
    forgotText: 'Ange din e-postadress så skickar vi en länk där du väljer ett nytt lösenord.',
    forgotButton: 'Skicka länk',
    resetSent: 'Om {email} har ett konto hos Syna har vi skickat en länk dit. Länken gäller i en timme.',
    verifyTitle: 'Bekräfta e-postadress',
    verifyText: 'Bekräfta att e-postadressen är din.',
    verifyButton: 'Bekräfta',
    verifiedTitle: 'E-postadressen är bekräftad',
    verifiedText: 'Tack! Din e-postadress är bekräftad.',
    resetTitle: 'Välj nytt lösenord',
    resetButton: 'Spara lösenord',
    passwordChangedTitle: 'Lösenordet är bytt',
    passwordChangedText:
      'Ditt nya lösenord gäller nu. Du har loggats ut överallt; logga in med det nya lösenordet.',
    linkInvalidTitle: 'Länken fungerar inte',
    linkInvalid: 'Länken är redan använd, har gått ut eller har ersatts av en nyare. Begär en ny.',
    signInToSyna: 'Logga in i Syna',
  },
  en: {
    signInTitle: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    signInButton: 'Sign in',
    wrongCredentials: 'Wrong e-mail address or password',
    tooManyAttempts: 'Too many sign-in attempts. Wait a minute and try again.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Syna?',
    signOutButton: 'Sign out',
    signingOutText: 'Signing you out of Syna …',
    stayButton: 'Back to Syna',
    signedOutTitle: 'You are signed out',
    signedOutText: 'You have signed out of Syna.',
    signInAgain: 'Sign in again',
    errorTitle: 'Something went wrong',
    errorExpired: 'The sign-in has expired or was interrupted. Go back to Syna and try again.',
    errorRequest: 'The sign-in request could not be processed.',
    errorServer: 'An unexpected error occurred. Try again in a moment.',
    backToSyna: 'To Syna',
    errorCode: 'Error code',
    signUpLink: 'Create account',
    forgotLink: 'Forgot your password?',
    signUpTitle: 'Create account',
    givenName: 'First name',
    familyName: 'Last name',
    newPassword: 'Password',
    passwordHint: 'At least {min} characters.',
    signUpButton: 'Create account',
    haveAccount: 'Already have an account? Sign in',
    backToSignIn: 'Back to sign-in',
    required: 'Fill in this field.',
    invalidEmail: 'Enter a valid e-mail address.',
    passwordTooShort: 'The password must have at least {min} characters.',
    tooManyRequests: 'Too many attempts. Wait a minute and try again.',
    checkMailTitle: 'Check your e-mail',
    signUpSent:
      'We have sent an e-mail to {email}. Follow the link in it to confirm the address. You can sign in right away.',
    forgotTitle: 'Forgot your password',
    forgotText: 'Enter your e-mail address and we will send a link where you choose a new password.',
    forgotButton: 'Send link',
    resetSent: 'If {email} has a Syna account, we have sent a link there. The link works for one hour.',
    verifyTitle: 'Confirm e-mail address',
    verifyText: 'Confirm that the e-mail address is yours.',
    verifyButton: 'Confirm',
    verifiedTitle: 'The e-mail address is confirmed',
    verifiedText: 'Thank you! Your e-mail address is confirmed.',
    resetTitle: 'Choose a new password',
    resetButton: 'Save password',
    passwordChangedTitle: 'The password is changed',
    passwordChangedText:
      'Your new password is in force. You have been signed out everywhere; sign in with the new password.',
    linkInvalidTitle: 'The link does not work',
    linkInvalid: 'The link has been used, has expired or was replaced by a newer one. Ask for a new one.',
    signInToSyna: 'Sign in to Syna',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type SignInTexts = (typeof TEXTS)[Locale];

export const textsFor = (locale: Locale): SignInTexts => TEXTS[locale];

const SUPPORTED = new Set<Locale>(['sv', 'en']);

function primaryLanguage(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split('-')[0];
  return language && SUPPORTED.has(language as Locale) ? (language as Locale) : null;
}

/**
 * Swedish unless the client asks for English first: `ui_locales` (space-separated, in order of
 * preference) wins over the browser's Accept-Language (by q-value).
 */
export function preferredLocale(acceptLanguage: string | undefined, uiLocales?: unknown): Locale {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const locale = primaryLanguage(tag);
      if (locale) return locale;
    }
  }
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters
        .map((parameter) => parameter.trim().match(/^q=([0-9.]+)$/i)?.[1])
        .find((value) => value !== undefined);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((range) => range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const locale = primaryLanguage(range.tag);
    if (locale) return locale;
  }
  return 'sv';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const LOGO = `<svg class="logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#1565c0"/><path d="M20 40c2 4 7 6 12 6 7 0 12-3 12-9 0-11-22-7-22-16 0-4 4-7 10-7 5 0 9 2 11 5" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>`;

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f8;--card:#fff;--text:#1b1f24;--muted:#5b6570;--border:#c9d0d8;--primary:#1565c0;--primary-hover:#0d4f9c;--link:#1565c0;--error-bg:#fdecea;--error:#a4231a;--focus:#90caf9}
@media (prefers-color-scheme:dark){:root{--bg:#12161b;--card:#1c2229;--text:#e8ecf0;--muted:#9aa5b1;--border:#3a444f;--primary:#2a6ac4;--primary-hover:#1f5aa8;--link:#8bbcf5;--error-bg:#3b1d1b;--error:#f4a9a1;--focus:#1e5aa3}}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{display:flex;align-items:center;justify-content:center;min-height:100vh;padding:24px 16px;background:var(--bg);color:var(--text);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:16px;line-height:1.5}
main{width:100%;max-width:400px;background:var(--card);border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(0,0,0,.08);padding:32px 28px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:24px;font-size:1.25rem;font-weight:600;letter-spacing:.01em}
.logo{width:36px;height:36px;flex:none}
h1{margin:0 0 16px;font-size:1.5rem;font-weight:600}
p{margin:0 0 16px}
.muted{color:var(--muted);font-size:.875rem}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error);font-size:.9375rem}
label{display:block;margin:0 0 6px;font-weight:500;font-size:.9375rem}
input{display:block;width:100%;margin:0 0 16px;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:var(--card);color:var(--text);font:inherit}
input:focus,button:focus,a:focus{outline:3px solid var(--focus);outline-offset:1px}
button,.button{display:block;width:100%;margin:8px 0 0;padding:11px 16px;border:0;border-radius:8px;background:var(--primary);color:#fff;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--primary-hover)}
.secondary{display:block;margin-top:16px;text-align:center;color:var(--link)}
.links{display:flex;justify-content:space-between;gap:12px;margin-top:16px}
.links a{color:var(--link)}
.hint{margin:-12px 0 16px;color:var(--muted);font-size:.875rem}
.field-error{margin:-12px 0 16px;color:var(--error);font-size:.875rem}
input[aria-invalid=true]{border-color:var(--error)}
`;

export function layout(locale: Locale, title: string, content: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/main/favicon.svg">
<title>${escapeHtml(title)} – Syna</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>Syna</span></div>
${content}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  locale: Locale;
  /** Where the form posts to. */
  action: string;
  email?: string;
  error?: 'wrongCredentials' | 'tooManyAttempts';
  /** The sign-up and forgotten-password pages of this sign-in. */
  links: { signUp: string; forgot: string };
}

export function loginPage(options: LoginPageOptions): string {
  const text = textsFor(options.locale);
  const email = options.email ?? '';
  const alert = options.error ? `<p class="alert" role="alert">${escapeHtml(text[options.error])}</p>\n` : '';
  return layout(
    options.locale,
    text.signInTitle,
    `<h1>${escapeHtml(text.signInTitle)}</h1>
${alert}<form method="post" action="${escapeHtml(options.action)}">
<label for="email">${escapeHtml(text.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(text.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(text.signInButton)}</button>
</form>
<p class="links"><a href="${escapeHtml(options.links.forgot)}">${escapeHtml(text.forgotLink)}</a><a href="${escapeHtml(options.links.signUp)}">${escapeHtml(text.signUpLink)}</a></p>`,
  );
}

/** The sign-out confirmation; `form` is oidc-provider's hidden form (with its XSRF token). */
export function logoutPage(options: { locale: Locale; form: string; appUrl: string }): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text.signOutTitle,
    `<h1>${escapeHtml(text.signOutTitle)}</h1>
<p>${escapeHtml(text.signOutQuestion)}</p>
${options.form}
<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text.signOutButton)}</button>
<a class="secondary" href="${escapeHtml(options.appUrl)}">${escapeHtml(text.stayButton)}</a>`,
  );
}

/** Submits oidc-provider's sign-out form as soon as the page has it. */
export const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * The sign-out the staff app asked for with its user's ID token: no question, the form submits
 * itself (a button stands in for it where scripts are off). `logout=yes` ends the whole session.
 */
export function signingOutPage(options: { locale: Locale; form: string }): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text.signOutTitle,
    `<h1>${escapeHtml(text.signOutTitle)}</h1>
<p>${escapeHtml(text.signingOutText)}</p>
${options.form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(text.signOutButton)}</button></noscript>
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

/** A Content-Security-Policy that also runs one inline script, named by its SHA-256 hash. */
export function allowingInlineScript(policy: string, script: string): string {
  const source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${source}` : directive))
    .join(';');
}

export function signedOutPage(options: { locale: Locale; appUrl: string }): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text.signedOutTitle,
    `<h1>${escapeHtml(text.signedOutTitle)}</h1>
<p>${escapeHtml(text.signedOutText)}</p>
<a class="button" href="${escapeHtml(options.appUrl)}">${escapeHtml(text.signInAgain)}</a>`,
  );
}

export type ErrorKind = 'expired' | 'request' | 'server';

export function errorPage(options: {
  locale: Locale;
  kind: ErrorKind;
  appUrl: string;
  /** The OAuth error code, shown small for support. */
  code?: string;
}): string {
  const text = textsFor(options.locale);
  const message = {
    expired: text.errorExpired,
    request: text.errorRequest,
    server: text.errorServer,
  }[options.kind];
  const code = options.code
    ? `<p class="muted">${escapeHtml(text.errorCode)}: ${escapeHtml(options.code)}</p>\n`
    : '';
  return layout(
    options.locale,
    text.errorTitle,
    `<h1>${escapeHtml(text.errorTitle)}</h1>
<p>${escapeHtml(message)}</p>
${code}<a class="button" href="${escapeHtml(options.appUrl)}">${escapeHtml(text.backToSyna)}</a>`,
  );
}

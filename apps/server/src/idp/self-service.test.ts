import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import { queryRows } from '../platform/db/database.ts';
import { OVER_MAIL_LIMIT } from '../platform/mail/mail-outbox.ts';
import {
  authorizationUrl,
  Browser,
  formAction,
  hiddenFields,
  pkce,
  redeem,
  refresh,
  signIn,
  startIssuer,
  type SignInSite,
} from '../../test/support/oidc-browser.ts';
import { ISSUER_MAIL_TENANT } from './account-mail.ts';
import { createLocalAccount } from './local-accounts.ts';

const PASSWORD = 'ett-långt-lösenord';

/**
 * A response read to its end: its status and page. Bodies left unread hold their connections
 * open, which keeps the server from closing.
 */
async function answerOf(pending: Promise<Response>) {
  const response = await pending;
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The sign-in page of a fresh authorization, as the staff app starts one. */
async function openSignIn(browser: Browser, site: SignInSite) {
  const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'start'), site.issuer);
  expect(page.status).toBe(200);
  return { url: page.finalUrl, html: await page.text() };
}

/** The link of a page's anchor with the given text. */
function linkNamed(html: string, text: string, base: string): string {
  const href = [...html.matchAll(/<a[^>]* href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].find(
    ([, , label]) => label === text,
  )?.[1];
  if (!href) throw new Error(`no link "${text}"`);
  return new URL(href.replace(/&amp;/g, '&'), base).href;
}

async function submitSignUp(browser: Browser, site: SignInSite, form: Record<string, string>) {
  const signInPage = await openSignIn(browser, site);
  const signUpUrl = linkNamed(signInPage.html, 'Skapa konto', signInPage.url);
  const page = await browser.fetch(signUpUrl);
  expect(page.status).toBe(200);
  return answerOf(browser.fetch(formAction(await page.text(), site.issuer), { form }));
}

async function submitForgot(browser: Browser, site: SignInSite, email: string) {
  const signInPage = await openSignIn(browser, site);
  const forgotUrl = linkNamed(signInPage.html, 'Glömt lösenordet?', signInPage.url);
  const page = await browser.fetch(forgotUrl);
  expect(page.status).toBe(200);
  return answerOf(browser.fetch(formAction(await page.text(), site.issuer), { form: { email } }));
}

/** A page without its interaction's id and the e-mail typed, to compare two answers. */
const withoutAddresses = (html: string) =>
  html.replace(/\/interaction\/[\w-]+/g, '').replace(/[\w.]+@example\.se/gi, '');

const person = (email: string) => ({
  givenName: 'Sara',
  familyName: 'Självständig',
  email,
  password: PASSWORD,
});

async function idTokenClaims(site: SignInSite, email: string, password: string) {
  const { code, verifier } = await signIn(new Browser(), site, email, password);
  const tokens = await redeem(site, code, verifier);
  expect(tokens.status).toBe(200);
  return decodeJwt(tokens.body.id_token!);
}

describe('self-service accounts on the embedded issuer', () => {
  let app: FastifyInstance;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app, site } = await startIssuer());
  });
  afterAll(async () => app?.close());

  const mailsTo = (address: string) =>
    app.database.asSystem((tx) =>
      queryRows<{ subject: string; text_body: string }>(
        tx,
        sql`SELECT subject, text_body FROM mail_outbox
            WHERE tenant_id = ${ISSUER_MAIL_TENANT} AND ${address} = ANY (recipients)
            ORDER BY created_at`,
      ),
    );
  const lastLinkTo = async (address: string) => {
    const mails = await mailsTo(address);
    const link = mails.at(-1)?.text_body.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link mailed to ${address}`);
    return link;
  };
  /** Opens an e-mailed link and presses the page's button, as its reader would. */
  const followLink = async (link: string, form: Record<string, string> = {}) => {
    const browser = new Browser();
    const page = await browser.fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    return answerOf(browser.fetch(formAction(html, link), { form: { ...hiddenFields(html), ...form } }));
  };

  it('signs up from the sign-in page, signs in unverified, and is verified by the e-mailed link', async () => {
    const email = 'sara.sjalvstandig@example.se';
    const answer = await submitSignUp(new Browser(), site, person(email));
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Kolla din e-post');

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Bekräfta din e-postadress för Syna');
    const link = await lastLinkTo(email);
    expect(link).toMatch(new RegExp(`^${site.issuer}/account/verify\\?token=[\\w-]{43}$`));

    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({
      email,
      email_verified: false,
      name: 'Sara Självständig',
    });

    // Opening the link only asks: a mail scanner fetching it does not use it up.
    expect((await answerOf(new Browser().fetch(link))).status).toBe(200);
    const verified = await followLink(link);
    expect(verified.status).toBe(200);
    expect(verified.html).toContain('E-postadressen är bekräftad');
    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({ email, email_verified: true });

    const again = await new Browser().fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Länken fungerar inte');
  });

  it('says true for an account an administrator made', async () => {
    const email = 'admin.gjord@example.se';
    await app.database.asSystem((tx) =>
      createLocalAccount(tx, { email, password: PASSWORD, givenName: 'Ada', familyName: 'Admin' }),
    );
    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({ email_verified: true });
  });

  it('shows field errors linked to their fields and creates nothing', async () => {
    const email = 'kort.losen@example.se';
    const answer = await submitSignUp(new Browser(), site, {
      givenName: '',
      familyName: 'K',
      email,
      password: 'kort',
    });
    expect(answer.status).toBe(400);
    const html = answer.html;
    expect(html).toContain('aria-describedby="givenName-error" aria-invalid="true" autofocus');
    expect(html).toContain('<p class="field-error" id="givenName-error">Fyll i fältet.</p>');
    expect(html).toContain('Lösenordet måste ha minst 10 tecken.');
    expect(html).toContain(`value="${email}"`);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a sign-up with a registered e-mail as a new one, and tells the owner', async () => {
    const email = 'redan.har@example.se';
    await submitSignUp(new Browser(), site, person(email));
    const first = await submitSignUp(new Browser(), site, person('ny.person@example.se'));
    const second = await submitSignUp(new Browser(), site, {
      ...person(email.toUpperCase()),
      password: 'ett-annat-lösenord',
    });
    expect(second.status).toBe(first.status);
    expect(withoutAddresses(second.html)).toBe(withoutAddresses(first.html));

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Bekräfta din e-postadress för Syna',
      'Någon försökte skapa ett konto hos Syna med din e-postadress',
    ]);
    // The account and its password are untouched.
    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({ email });
  });

  it('takes as long for a registered e-mail as for a new one', async () => {
    const time = async (email: string) => {
      let best = Infinity;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        await submitSignUp(new Browser(), site, person(email));
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const taken = await time('redan.har@example.se');
    const fresh = await time(`ny.${Date.now()}@example.se`);
    // Both hash the password: the same class of time, not a lookup against a hash (which would be
    // tenfold faster or more). The bound leaves room for a machine busy with other tests.
    expect(Math.max(taken, fresh) / Math.min(taken, fresh)).toBeLessThan(6);
  });

  it('refuses a forged or expired verification link', async () => {
    const forged = `${site.issuer}/account/verify?token=${'A'.repeat(43)}`;
    expect((await answerOf(new Browser().fetch(forged))).status).toBe(400);
    const posted = await answerOf(
      new Browser().fetch(`${site.issuer}/account/verify`, {
        form: { token: 'A'.repeat(43) },
      }),
    );
    expect(posted.status).toBe(400);

    const email = 'sen.lank@example.se';
    await submitSignUp(new Browser(), site, person(email));
    await app.database.asSystem((tx) =>
      tx.execute(sql`UPDATE idp_account_tokens SET expires_at = now() - interval '1 second'`),
    );
    const link = await lastLinkTo(email);
    expect((await answerOf(new Browser().fetch(link))).status).toBe(400);
    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({ email_verified: false });
  });

  it('resets a forgotten password by the e-mailed link and ends the sessions of the account', async () => {
    const email = 'glomsk@example.se';
    await submitSignUp(new Browser(), site, person(email));
    const browser = new Browser();
    const before = await signIn(browser, site, email, PASSWORD);
    const tokens = await redeem(site, before.code, before.verifier);

    const unknown = await submitForgot(new Browser(), site, 'ingen.alls@example.se');
    const known = await submitForgot(new Browser(), site, email);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(withoutAddresses(known.html)).toBe(withoutAddresses(unknown.html));
    expect(await mailsTo('ingen.alls@example.se')).toEqual([]);
    const link = await lastLinkTo(email);
    expect(link).toMatch(new RegExp(`^${site.issuer}/account/reset\\?token=`));

    const tooShort = await followLink(link, { password: 'kort' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.html).toContain('Lösenordet måste ha minst 10 tecken.');

    const changed = await followLink(link, { password: 'ett-helt-nytt-lösenord' });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain('Lösenordet är bytt');

    // The old sign-in is over: its refresh token and its session are gone.
    expect((await refresh(site, tokens.body.refresh_token!)).status).toBe(400);
    const silent = await browser.follow(
      authorizationUrl(site, pkce().challenge, 'tyst', { prompt: 'none' }),
      site.issuer,
    );
    expect(new URL(silent.finalUrl).searchParams.get('error')).toBe('login_required');

    expect(await idTokenClaims(site, email, 'ett-helt-nytt-lösenord')).toMatchObject({
      email_verified: true,
    });
    const stranger = new Browser();
    const signInPage = await openSignIn(stranger, site);
    const oldPassword = await answerOf(
      stranger.fetch(formAction(signInPage.html, site.issuer), {
        form: { email, password: PASSWORD },
      }),
    );
    expect(oldPassword.status).toBe(401);

    expect((await answerOf(new Browser().fetch(link))).status).toBe(400);
  });

  it('refuses a reset link that a newer one replaced, or that expired', async () => {
    const email = 'tva.lankar@example.se';
    await submitSignUp(new Browser(), site, person(email));
    await submitForgot(new Browser(), site, email);
    const first = await lastLinkTo(email);
    await submitForgot(new Browser(), site, email);
    const second = await lastLinkTo(email);
    expect(second).not.toBe(first);
    expect((await answerOf(new Browser().fetch(first))).status).toBe(400);
    const posted = await answerOf(
      new Browser().fetch(`${site.issuer}/account/reset`, {
        form: { token: new URL(first).searchParams.get('token')!, password: 'ett-helt-nytt-lösenord' },
      }),
    );
    expect(posted.status).toBe(400);
    expect(await idTokenClaims(site, email, PASSWORD)).toMatchObject({ email });

    await app.database.asSystem((tx) =>
      tx.execute(
        sql`UPDATE idp_account_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      ),
    );
    expect((await answerOf(new Browser().fetch(second))).status).toBe(400);
  });
});

describe('self-service mail limits', () => {
  let app: FastifyInstance;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app, site } = await startIssuer());
  });
  afterAll(async () => app?.close());

  /** The issuer's mail to an address (or all of it): how much went out, how much was kept back. */
  const outbox = async (address?: string) => {
    const rows = await app.database.asSystem((tx) =>
      queryRows<{ status: string; last_error: string | null }>(
        tx,
        sql`SELECT status, last_error FROM mail_outbox WHERE tenant_id = ${ISSUER_MAIL_TENANT}
              ${address ? sql`AND ${address} = ANY (recipients)` : sql``}`,
      ),
    );
    const kept = rows.filter((row) => row.last_error === OVER_MAIL_LIMIT).length;
    return { sent: rows.length - kept, kept };
  };

  it('mails one address at most the hourly limit, keeping the rest unsent', async () => {
    const email = 'manga.forsok@example.se';
    await submitSignUp(new Browser(), site, person(email));
    for (let request = 1; request <= MAIL_LIMITS_PER_HOUR.recipient; request += 1) {
      expect((await submitForgot(new Browser(), site, email)).status).toBe(200);
    }
    // The sign-up's mail and the first reset links went out; the last reset request's is kept.
    expect(await outbox(email)).toEqual({ sent: MAIL_LIMITS_PER_HOUR.recipient, kept: 1 });
  });

  it('mails at most the hourly limit of all its mail together, whoever signs up', async () => {
    const { sent } = await outbox();
    await app.database.asSystem((tx) =>
      tx.execute(
        sql`INSERT INTO mail_outbox (tenant_id, recipients, subject, text_body)
            SELECT ${ISSUER_MAIL_TENANT}, ARRAY['fyllnad-' || n || '@example.se'], 'Fyllnad', 'Fyllnad'
              FROM generate_series(1, ${MAIL_LIMITS_PER_HOUR.firm - sent}) AS n`,
      ),
    );
    const email = 'sist.i.kon@example.se';
    expect((await submitSignUp(new Browser(), site, person(email))).status).toBe(200);
    expect(await outbox(email)).toEqual({ sent: 0, kept: 1 });
  });
});

describe('self-service rate limit', () => {
  let app: FastifyInstance;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app, site } = await startIssuer({ loginRateLimit: 2 }));
  });
  afterAll(async () => app?.close());

  it('counts sign-ups and reset requests with the sign-in attempts, answering 429 past the limit', async () => {
    expect((await submitSignUp(new Browser(), site, person('forst@example.se'))).status).toBe(200);
    expect((await submitForgot(new Browser(), site, 'forst@example.se')).status).toBe(200);
    const over = await submitSignUp(new Browser(), site, person('tredje@example.se'));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(over.html).toContain('För många försök');
    const reset = await answerOf(
      new Browser().fetch(`${site.issuer}/account/reset`, {
        form: { token: 'A'.repeat(43), password: PASSWORD },
      }),
    );
    expect(reset.status).toBe(429);
    expect(reset.html).toContain('För många försök');
  });
});

describe('self-service pages in English', () => {
  let app: FastifyInstance;
  let site: SignInSite;

  beforeAll(async () => {
    ({ app, site } = await startIssuer());
  });
  afterAll(async () => app?.close());

  it('shows the sign-up and reset pages and mails in the language the browser asks for', async () => {
    const browser = new Browser('en-GB,en;q=0.9');
    const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'en'), site.issuer);
    const html = await page.text();
    expect(html).toContain('>Create account</a>');
    expect(html).toContain('>Forgot your password?</a>');
    const signUp = await browser.fetch(linkNamed(html, 'Create account', page.finalUrl));
    const form = await signUp.text();
    expect(form).toContain('<html lang="en">');
    expect(form).toContain('<label for="givenName">First name</label>');
    expect(form).toContain('<p class="hint" id="password-hint">At least 10 characters.</p>');
    const email = 'english.reader@example.se';
    const answer = await answerOf(
      browser.fetch(formAction(form, site.issuer), {
        form: { givenName: 'Emma', familyName: 'English', email, password: PASSWORD },
      }),
    );
    expect(answer.html).toContain('Check your e-mail');
    const [mail] = await app.database.asSystem((tx) =>
      queryRows<{ subject: string }>(
        tx,
        sql`SELECT subject FROM mail_outbox WHERE ${email} = ANY (recipients)`,
      ),
    );
    expect(mail!.subject).toBe('Confirm your e-mail address for Syna');
  });
});

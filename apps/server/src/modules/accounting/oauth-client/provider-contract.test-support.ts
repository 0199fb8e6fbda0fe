import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthFake } from '../../../../test/fakes/oauth2-provider-fake.ts';
import { passConsent } from '../../../../test/fakes/oauth2-provider-fake.ts';
import {
  ProviderError,
  type AccountingProvider,
  type NewProviderInvoice,
  type ProviderTokens,
} from '../provider.ts';
import type { AccountingClientSettings } from './oauth2.ts';

/**
 * What both accounting clients must do alike, run against each one's local provider: the
 * authorization code flow (consent page, single-use code bound to its redirect URI, client
 * credentials, rotated refresh tokens, revocation), an expired access token told apart (401), and
 * the failures the invoice job retries (5xx, no answer, 429 after its wait) or shows (4xx).
 */
type ProviderFake = OAuthFake<unknown> & { settings: AccountingClientSettings };

export interface ProviderContract<Fake extends ProviderFake> {
  /** Starts the provider's local server (once for the file; closed after it). */
  start: () => Promise<Fake>;
  create: (settings: AccountingClientSettings) => AccountingProvider;
  redirectUri: string;
  /** The consent page's path and the parameters the provider documents. */
  authorizePath: string;
  authorizeParams: Record<string, string>;
  /** The company the fake's default tenant is, as `companyInformation` reads it. */
  organisationNumber: string;
  /** The provider's message for an expired access token and for a failure of its own. */
  expiredMessage: string;
  serverErrorMessage: string;
}

/**
 * The invoice both clients' tests send: an inspection on its article, travel in tenths of a mil
 * (on `travelArticle`, or none) and a VAT-free row without an article, with prices in öre that
 * do not divide evenly into kronor.
 */
export const exampleInvoice = (
  customerId: string,
  externalKey: string,
  { final = false, travelArticle = null }: { final?: boolean; travelArticle?: string | null } = {},
): NewProviderInvoice => ({
  customerId,
  invoiceDate: '2026-11-29',
  reference: 'U-2026-0042',
  externalKey,
  final,
  rows: [
    {
      articleNumber: 'BES1',
      description: 'Överlåtelsebesiktning',
      quantity: 1,
      unitPrice: 1_250_050,
      vatRate: 25,
    },
    {
      articleNumber: travelArticle,
      description: 'Resa 12,35 mil',
      quantity: 12.35,
      unitPrice: 3_333,
      vatRate: 25,
    },
    {
      articleNumber: null,
      description: 'Radonmätning, momsfri',
      quantity: 2.5,
      unitPrice: 99_999,
      vatRate: 0,
    },
  ],
});

/** The ProviderError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A firm connected the way an administrator does it: consent page, "Godkänn", code exchanged. */
export async function connect(provider: AccountingProvider, redirectUri: string): Promise<ProviderTokens> {
  const back = await passConsent(provider.authorizeUrl({ state: 'firm-1', redirectUri }));
  return provider.exchangeCode({ code: back.searchParams.get('code')!, redirectUri });
}

/**
 * Starts the fake for the test file, runs the shared tests against it, and gives the file the
 * fake and a client of it for its own tests.
 */
export function describeProviderContract<Fake extends ProviderFake>(
  options: ProviderContract<Fake>,
): { fake: () => Fake; provider: () => AccountingProvider } {
  let fake: Fake | undefined;
  let client: AccountingProvider | undefined;
  beforeAll(async () => {
    fake = await options.start();
    client = options.create(fake.settings);
  });
  afterAll(() => fake?.close());
  const contract = { ...options, fake: () => fake! };
  const provider = () => client!;
  const redirect = contract.redirectUri;
  const expectGrantWorks = async (client: AccountingProvider, tokens: ProviderTokens) =>
    expect((await client.companyInformation(tokens.accessToken)).organisationNumber).toBe(
      contract.organisationNumber,
    );

  describe('the authorization code flow', () => {
    it('sends the browser to the consent page with the documented parameters and exchanges the code', async () => {
      const client = provider();
      const fake = contract.fake();
      const url = new URL(client.authorizeUrl({ state: 'signed-state', redirectUri: redirect }));
      expect(url.origin + url.pathname).toBe(`${fake.url}${contract.authorizePath}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: fake.settings.clientId,
        redirect_uri: redirect,
        state: 'signed-state',
        response_type: 'code',
        ...contract.authorizeParams,
      });
      const page = await (await fetch(url)).text();
      expect(page).toContain('Godkänn');

      const back = await passConsent(url.toString());
      expect(back.origin + back.pathname).toBe(redirect);
      expect(back.searchParams.get('state')).toBe('signed-state');
      const before = Date.now();
      const tokens = await client.exchangeCode({
        code: back.searchParams.get('code')!,
        redirectUri: redirect,
      });
      expect(tokens.refreshToken).not.toBe(tokens.accessToken);
      expect(tokens.scope).toBe(contract.authorizeParams.scope);
      // One hour, as both providers give.
      expect(tokens.expiresAt.getTime() - before).toBeGreaterThan(3599_000);
      expect(tokens.expiresAt.getTime() - before).toBeLessThanOrEqual(3601_000);
      await expectGrantWorks(client, tokens);
    });

    it('refuses a code used twice, a redirect URI that differs, and wrong client credentials', async () => {
      const client = provider();
      const back = await passConsent(client.authorizeUrl({ state: 's', redirectUri: redirect }));
      const code = back.searchParams.get('code')!;
      const other = await failure(client.exchangeCode({ code, redirectUri: 'https://elsewhere.example/cb' }));
      expect(other).toMatchObject({ status: 400, retryable: false });
      // The code was spent by the refused attempt too (single use).
      const reused = await failure(client.exchangeCode({ code, redirectUri: redirect }));
      expect(reused).toMatchObject({
        status: 400,
        retryable: false,
        providerMessage: 'Invalid authorization code',
      });

      const wrongSecret = contract.create({ ...contract.fake().settings, clientSecret: 'not-the-secret' });
      const fresh = contract.fake().issueCode(redirect, contract.authorizeParams.scope!);
      const refused = await failure(wrongSecret.exchangeCode({ code: fresh, redirectUri: redirect }));
      expect(refused).toMatchObject({
        status: 401,
        retryable: false,
        providerMessage: 'Invalid client credentials',
      });
    });

    it('returns to the app with access_denied when the user presses Avbryt', async () => {
      const back = await passConsent(provider().authorizeUrl({ state: 'st', redirectUri: redirect }), 'deny');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('code')).toBeNull();
      expect(back.searchParams.get('state')).toBe('st');
    });

    it('rotates the refresh token on renewal and refuses the used one', async () => {
      const client = provider();
      const first = await connect(client, redirect);
      const second = await client.refresh(first.refreshToken);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.accessToken).not.toBe(first.accessToken);
      const reused = await failure(client.refresh(first.refreshToken));
      expect(reused).toMatchObject({
        status: 400,
        retryable: false,
        providerMessage: 'Invalid refresh token',
      });
      // The new one works, once.
      await expectGrantWorks(client, await client.refresh(second.refreshToken));
    });

    it('reports an expired access token as 401, which a refresh cures', async () => {
      const client = provider();
      const tokens = await connect(client, redirect);
      contract.fake().expireAccessTokens();
      const expired = await failure(client.companyInformation(tokens.accessToken));
      expect(expired).toMatchObject({
        status: 401,
        retryable: false,
        providerMessage: contract.expiredMessage,
      });
      await expectGrantWorks(client, await client.refresh(tokens.refreshToken));
    });

    it('revokes the grant by its refresh token', async () => {
      const client = provider();
      const tokens = await connect(client, redirect);
      expect(contract.fake().refreshTokenValid(tokens.refreshToken)).toBe(true);
      await client.revoke(tokens);
      expect(contract.fake().refreshTokenValid(tokens.refreshToken)).toBe(false);
      expect(await failure(client.refresh(tokens.refreshToken))).toMatchObject({
        status: 400,
        retryable: false,
      });
    });
  });

  describe('failures', () => {
    it('reports 5xx and an unreachable provider as retryable', async () => {
      const client = provider();
      const tokens = await connect(client, redirect);
      contract.fake().failNext(1, 503);
      const unavailable = await failure(client.companyInformation(tokens.accessToken));
      expect(unavailable).toMatchObject({
        status: 503,
        retryable: true,
        providerMessage: contract.serverErrorMessage,
      });
      contract.fake().failNext(1, 500);
      expect(await failure(client.listInvoices(tokens.accessToken, { page: 1, pageSize: 10 }))).toMatchObject(
        {
          status: 500,
          retryable: true,
        },
      );
      const nowhere = contract.create({
        ...contract.fake().settings,
        apiUrl: 'http://127.0.0.1:9/x',
        authUrl: 'http://127.0.0.1:9/y',
      });
      expect(await failure(nowhere.companyInformation(tokens.accessToken))).toMatchObject({
        status: null,
        retryable: true,
      });
      expect(await failure(nowhere.refresh('whatever'))).toMatchObject({ status: null, retryable: true });
    });

    it('retries a 429 after the wait it names, and gives up as retryable after three retries', async () => {
      const client = provider();
      const fake = contract.fake();
      const tokens = await connect(client, redirect);
      fake.log.length = 0;
      fake.throttleNext(2, 1);
      await expectGrantWorks(client, tokens);
      const calls = fake.apiCalls();
      expect(calls.map((call) => call.status)).toEqual([429, 429, 200]);
      // Each retry waited the second the 429 named, not a whole rate-limit window.
      for (const [before, after] of [calls.slice(0, 2), calls.slice(1, 3)]) {
        expect(after!.at - before!.at).toBeGreaterThanOrEqual(990);
        expect(after!.at - before!.at).toBeLessThan(3_000);
      }

      fake.log.length = 0;
      fake.throttleNext(4, 0);
      const error = await failure(client.companyInformation(tokens.accessToken));
      expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 0 });
      expect(fake.apiCalls().map((call) => call.status)).toEqual([429, 429, 429, 429]);
    });
  });
  return { fake: contract.fake, provider };
}

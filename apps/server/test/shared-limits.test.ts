import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_ORDER_RATE_LIMIT } from '@syna/contracts/orders';
import { buildApp } from '../src/app.ts';
import { countHit, deleteEndedWindows, reserveTurn } from '../src/platform/limits/rate-counter.ts';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { KNOWN_PLACES, startMapProviders } from './fakes/map-providers.ts';
import { callerFactory } from './support/api-client.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { authorizationUrl, Browser, formAction, pkce, startIssuer } from './support/oidc-browser.ts';
import { clientAddress, submitOrder } from './support/order-factories.ts';
import { createTestApp, freshDatabaseConfig, testConfig } from './support/test-app.ts';

/**
 * Rate limits and the issuer's attempt limits are counted in the database (migration 0087), so
 * that server copies on one database share one allowance and a restart forgets nothing; a window
 * ends on the database's clock and the next hit starts a new one.
 */

/** Places `count` refused orders (they count too) from `address`, answering their statuses. */
async function refusedOrders(app: FastifyInstance, firmId: string, address: string, count: number) {
  const statuses: number[] = [];
  for (let order = 0; order < count; order += 1) {
    statuses.push((await submitOrder(app, firmId, { privacyAccepted: true }, address)).statusCode);
  }
  return statuses;
}

describe('a limit counted in the database', () => {
  let app: FastifyInstance;
  let firmId: string;

  beforeAll(async () => {
    app = await createTestApp();
    firmId = (await buildTenant(app, await buildUser(app))).id;
  });
  afterAll(async () => app?.close());

  it('starts a new window once the last one ended, and the sweep deletes ended windows', async () => {
    // A window long enough that a busy machine's slow statement still falls inside it.
    const windowMs = 1500;
    expect(await countHit(app.database, 'test|short', windowMs)).toMatchObject({ hits: 1 });
    const second = await countHit(app.database, 'test|short', windowMs);
    expect(second.hits).toBe(2);
    expect(second.msLeft).toBeGreaterThan(0);
    expect(second.msLeft).toBeLessThanOrEqual(windowMs);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    expect(await deleteEndedWindows(app.database)).toBeGreaterThanOrEqual(1);
    expect(await countHit(app.database, 'test|short', windowMs)).toMatchObject({ hits: 1 });
  });

  it('gives turns at a provider an interval apart, in the order asked, also to callers asking at once', async () => {
    const interval = 800;
    const waits = await Promise.all([1, 2, 3].map(() => reserveTurn(app.database, 'test|turns', interval)));
    const [first, second, third] = [...waits].sort((a, b) => a - b);
    expect(first).toBe(0);
    // Less only by the time between the statements, which a busy machine stretches.
    expect(second).toBeGreaterThan(interval / 2);
    expect(second).toBeLessThanOrEqual(interval);
    expect(third).toBeGreaterThan(2 * interval - interval / 2);
    expect(third).toBeLessThanOrEqual(2 * interval);
    // Once the turns given have passed, the next caller goes at once.
    await new Promise((resolve) => setTimeout(resolve, 3 * interval + 50));
    expect(await reserveTurn(app.database, 'test|turns', interval)).toBe(0);
  });

  it('admits an address again through the API once its window of public orders ended', async () => {
    const address = clientAddress();
    expect(await refusedOrders(app, firmId, address, PUBLIC_ORDER_RATE_LIMIT.max)).not.toContain(429);
    const limited = await submitOrder(app, firmId, { privacyAccepted: true }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(PUBLIC_ORDER_RATE_LIMIT.max));
    // Ten minutes pass for this address's window: its end is moved to now.
    await app.database.ownerSql(`UPDATE rate_counters SET window_ends_at = now() WHERE key LIKE '%|' || $1`, [
      `${address}|${firmId}`,
    ]);
    expect((await submitOrder(app, firmId, { privacyAccepted: true }, address)).statusCode).toBe(400);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two server copies on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('share one allowance of public orders per address, also across a restart', async () => {
    const database = await freshDatabaseConfig();
    first = await buildApp(testConfig(database));
    second = await buildApp(testConfig(database));
    const firmId = (await buildTenant(first, await buildUser(first))).id;
    const address = clientAddress();
    const half = PUBLIC_ORDER_RATE_LIMIT.max / 2;
    expect(await refusedOrders(first, firmId, address, half)).not.toContain(429);
    expect(await refusedOrders(second, firmId, address, half)).not.toContain(429);
    expect((await submitOrder(first, firmId, { privacyAccepted: true }, address)).statusCode).toBe(429);
    expect((await submitOrder(second, firmId, { privacyAccepted: true }, address)).statusCode).toBe(429);
    // A copy started again still knows the count.
    await second.close();
    second = await buildApp(testConfig(database));
    expect((await submitOrder(second, firmId, { privacyAccepted: true }, address)).statusCode).toBe(429);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('the geocoder asked from two server copies', () => {
  const INTERVAL_MS = 300;
  let providers: Awaited<ReturnType<typeof startMapProviders>>;
  const copies: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.close()));
    await providers?.close();
  });

  it('is asked at most once an interval by the install, whichever copy asks', async () => {
    providers = await startMapProviders();
    const database = await freshDatabaseConfig();
    const config = testConfig(database, {
      maps: {
        tiles: { url: providers.tilesUrl, attribution: 'Testkarta', maxZoom: 18 },
        geocoderUrl: providers.geocoderUrl,
        routerUrl: null,
        userAgent: 'Syna/1.0 (test)',
        timeoutMs: 2000,
        geocoderIntervalMs: INTERVAL_MS,
      },
    });
    copies.push(await buildApp(config), await buildApp(config));
    const owner = await buildUser(copies[0]!);
    const firm = await buildTenant(copies[0]!, owner);
    const places = Object.values(KNOWN_PLACES).slice(0, 4);
    // Four addresses at once, two through each copy.
    const answers = await Promise.all(
      places.map((place, index) =>
        callerFactory(copies[index % 2]!)(owner).send(mapEndpoints.geocode, {
          params: { tenant: firm.id },
          body: {
            address: { address: place.street, postalCode: place.postalCode, city: place.city, country: 'SE' },
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const times = providers.geocoderRequestTimes;
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    // The turns are an interval apart by the database's clock; a request can reach the provider
    // late on a busy machine, which shortens one gap, so the bounds leave half an interval.
    // Spacing kept by each copy alone lets the two ask at the same moment and spans one interval.
    for (const gap of gaps) expect(gap).toBeGreaterThan(INTERVAL_MS / 2);
    expect(times[3]! - times[0]!).toBeGreaterThan(2.5 * INTERVAL_MS);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('the issuer’s attempts on two server copies', () => {
  const LIMIT = 3;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let publicUrl: string;
  let site: Awaited<ReturnType<typeof startIssuer>>['site'];

  beforeAll(async () => {
    ({ app: first, publicUrl, site } = await startIssuer({ loginRateLimit: LIMIT }));
    second = await buildApp(first.config);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('refuses the attempt past the limit whichever copy the attempts went to', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizationUrl(site, pkce().challenge, 'r'), site.issuer);
    const action = formAction(await page.text(), publicUrl);
    const atFirst = (password: string) =>
      browser.fetch(action, { form: { email: 'greta@example.se', password } });
    // The second copy has not this browser's interaction, but counts the address's attempt first.
    const atSecond = () =>
      second.inject({
        method: 'POST',
        url: new URL(action).pathname,
        headers: { host: new URL(publicUrl).host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=greta%40example.se&password=fel',
      });
    expect((await atFirst('fel-1')).status).toBe(401);
    expect((await atSecond()).statusCode).toBe(400);
    expect((await atFirst('fel-2')).status).toBe(401);
    const refused = await atSecond();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await atFirst('fel-3')).status).toBe(429);
  });
});

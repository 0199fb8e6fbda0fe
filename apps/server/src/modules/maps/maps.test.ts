import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddressInput } from '@syna/contracts/address';
import { mapEndpoints } from '@syna/contracts/endpoints/maps';
import { MAP_ZOOM_ADDRESS, ROUTE_MAX_STOPS } from '@syna/contracts/maps';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { KNOWN_PLACES, startMapProviders, type KnownPlace } from '../../../test/fakes/map-providers.ts';

const providers = await startMapProviders();
afterAll(() => providers.close());

const world = useWorld(async () => {
  const app = await createTestApp({
    maps: {
      tiles: { url: providers.tilesUrl, attribution: 'Testkarta', maxZoom: 18 },
      geocoderUrl: providers.geocoderUrl,
      routerUrl: providers.routerUrl,
      userAgent: 'Syna/1.0 (test)',
      timeoutMs: 2000,
      geocoderIntervalMs: 0,
    },
  });
  const owner = await buildUser(app);
  const member = await buildUser(app);
  const outsider = await buildUser(app);
  const firm = await buildTenant(app, owner, { members: [{ user: member, roles: ['viewer'] }] });
  const otherFirm = await buildTenant(app, outsider);
  return { app, as: callerFactory(app), owner, member, outsider, firm, otherFirm };
});

const addressOf = (place: KnownPlace): AddressInput => ({
  address: place.street,
  postalCode: place.postalCode,
  city: place.city,
  country: 'SE',
});
const inFirm = () => ({ tenant: world.firm.id });
const geocode = (address: AddressInput, tenant = world.firm.id, user = world.member) =>
  world.as(user).send(mapEndpoints.geocode, { params: { tenant }, body: { address } });

beforeEach(() => {
  providers.geocoderRequests.length = 0;
  providers.routerRequests.length = 0;
  providers.failGeocoder(undefined);
  providers.failRouter(undefined);
});

describe('the map configuration', () => {
  it('names the tiles to draw and says both lookups are there', async () => {
    expect(await world.as(world.member).ok(mapEndpoints.config, { params: inFirm() })).toEqual({
      tiles: { url: providers.tilesUrl, attribution: 'Testkarta', maxZoom: 18 },
      geocoding: true,
      routing: true,
    });
    expect(MAP_ZOOM_ADDRESS).toBe(12);
  });
});

describe('geocoding an address', () => {
  it('places a Swedish address, asking the geocoder in Sweden only, and the second time asks no one', async () => {
    const first = await geocode(addressOf(KNOWN_PLACES.uppsala));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      position: { lat: KNOWN_PLACES.uppsala.lat, lon: KNOWN_PLACES.uppsala.lon },
      label: 'Stora Torget 1, Uppsala, 753 20, Sverige',
    });
    expect(providers.geocoderRequests).toHaveLength(1);
    const asked = providers.geocoderRequests[0]!;
    expect(Object.fromEntries(asked)).toEqual({
      format: 'jsonv2',
      countrycodes: 'se',
      limit: '1',
      street: 'Stora Torget 1',
      postalcode: '75320',
      city: 'Uppsala',
    });

    // The same address written otherwise is the same place, from the firm's cache.
    const again = await geocode({ address: ' stora  torget 1', postalCode: '75320', city: 'UPPSALA' });
    expect(again.json()).toEqual(first.json());
    expect(providers.geocoderRequests).toHaveLength(1);
  });

  it('answers 404 for an address the geocoder does not find, and keeps that for a while', async () => {
    const unknown = { address: 'Påhittade gränd 99', city: 'Ingenstans' };
    const response = await geocode(unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      detail: 'Adressen hittades inte på kartan',
      key: 'maps.addressNotFound',
    });
    // Structured, then the same words as free text.
    expect(providers.geocoderRequests.map((query) => query.get('q'))).toEqual([
      null,
      'Påhittade gränd 99, Ingenstans',
    ]);
    expect((await geocode(unknown)).statusCode).toBe(404);
    expect(providers.geocoderRequests).toHaveLength(2);
  });

  it('answers 502 with the provider status when the geocoder fails, and caches nothing', async () => {
    providers.failGeocoder(503);
    const response = await geocode(addressOf(KNOWN_PLACES.goteborg));
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 502,
      providerStatus: 503,
      key: 'maps.geocoderFailed',
      detail: 'Karttjänsten kunde inte söka upp adressen (svar: 503)',
    });
    providers.failGeocoder(undefined);
    expect((await geocode(addressOf(KNOWN_PLACES.goteborg))).statusCode).toBe(200);
    expect(providers.geocoderRequests).toHaveLength(2);
  });

  it('answers 502 with no provider status when the geocoder gives no answer', async () => {
    providers.failGeocoder(null);
    const response = await geocode(addressOf(KNOWN_PLACES.stockholm));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      providerStatus: null,
      detail: 'Karttjänsten kunde inte söka upp adressen (svar: inget svar)',
    });
  });

  it('refuses an address that names no place, asking no one', async () => {
    const response = await geocode({ address: '  ', region: 'Skåne' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.address': ['Adressen saknar gatuadress, postnummer och ort'],
    });
    const malformed = await world.as(world.member).send(mapEndpoints.geocode, {
      params: inFirm(),
      body: { address: { city: 12 } } as never,
    });
    expect(malformed.statusCode).toBe(400);
    expect(providers.geocoderRequests).toHaveLength(0);
  });

  it('never uses another firm’s cache, and keeps each firm’s rows to itself', async () => {
    await geocode(addressOf(KNOWN_PLACES.stockholm));
    const asked = providers.geocoderRequests.length;
    const other = await geocode(addressOf(KNOWN_PLACES.stockholm), world.otherFirm.id, world.outsider);
    expect(other.statusCode).toBe(200);
    expect(providers.geocoderRequests).toHaveLength(asked + 1);
    const rowsSeenBy = (tenantId: string) =>
      world.app.database.withTenant({ tenantId }, (tx) =>
        queryRows<{ tenant_id: string }>(tx, sql`SELECT tenant_id FROM geocoded_addresses`),
      );
    expect(new Set((await rowsSeenBy(world.otherFirm.id)).map((row) => row.tenant_id))).toEqual(
      new Set([world.otherFirm.id]),
    );
    // Not a member of the firm: its lookups are not the outsider's.
    expect((await geocode(addressOf(KNOWN_PLACES.stockholm), world.firm.id, world.outsider)).statusCode).toBe(
      403,
    );
  });
});

describe('a driving route', () => {
  const route = (stops: unknown[]) =>
    world.as(world.member).send(mapEndpoints.route, { params: inFirm(), body: { stops } as never });

  it('goes from a position through addresses, asking the router once for all stops', async () => {
    const from = { lat: 59.3, lon: 18.0 };
    const response = await route([
      { position: from },
      { address: addressOf(KNOWN_PLACES.uppsala) },
      { address: addressOf(KNOWN_PLACES.stockholm) },
    ]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.stops).toEqual([
      from,
      { lat: KNOWN_PLACES.uppsala.lat, lon: KNOWN_PLACES.uppsala.lon },
      { lat: KNOWN_PLACES.stockholm.lat, lon: KNOWN_PLACES.stockholm.lon },
    ]);
    expect(answer.legs).toHaveLength(2);
    expect(answer.distanceMeters).toBe(answer.legs[0].distanceMeters + answer.legs[1].distanceMeters);
    // Stockholm to Uppsala is some 64 km as the crow flies; the fake drives 1.3 times that at 60 km/h.
    expect(answer.legs[0].distanceMeters).toBeGreaterThan(75_000);
    expect(answer.legs[0].distanceMeters).toBeLessThan(95_000);
    expect(answer.durationSeconds).toBeCloseTo(answer.distanceMeters / (60_000 / 3600), -2);
    expect(answer.path[0]).toEqual([from.lat, from.lon]);
    expect(answer.path.at(-1)).toEqual([KNOWN_PLACES.stockholm.lat, KNOWN_PLACES.stockholm.lon]);
    expect(providers.routerRequests).toEqual([
      `/route/v1/driving/18,59.3;${KNOWN_PLACES.uppsala.lon},${KNOWN_PLACES.uppsala.lat};${KNOWN_PLACES.stockholm.lon},${KNOWN_PLACES.stockholm.lat}`,
    ]);
  });

  it('between two positions asks no geocoder', async () => {
    const response = await route([
      { position: { lat: 59.3, lon: 18.0 } },
      { position: { lat: 59.4, lon: 18.1 } },
    ]);
    expect(response.statusCode).toBe(200);
    expect(providers.geocoderRequests).toHaveLength(0);
  });

  it('names the stop the geocoder did not find, and asks no router', async () => {
    const response = await route([
      { position: { lat: 59.3, lon: 18.0 } },
      { address: { address: 'Okänd väg 1', city: 'Nowhere' } },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Stopp 2 av resan hittades inte på kartan');
    expect(providers.routerRequests).toHaveLength(0);
  });

  it('answers 502 with the router’s status when it fails', async () => {
    providers.failRouter(503);
    const response = await route([
      { position: { lat: 59.3, lon: 18.0 } },
      { position: { lat: 59.4, lon: 18.1 } },
    ]);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ providerStatus: 503, key: 'maps.routerFailed' });
  });

  it('refuses fewer than two stops, too many, and a position off the globe', async () => {
    const here = { position: { lat: 59.3, lon: 18.0 } };
    expect((await route([here])).statusCode).toBe(400);
    expect((await route(Array.from({ length: ROUTE_MAX_STOPS + 1 }, () => here))).statusCode).toBe(400);
    expect((await route([here, { position: { lat: 91, lon: 0 } }])).statusCode).toBe(400);
    expect(providers.routerRequests).toHaveLength(0);
  });
});

describe('without providers', () => {
  it('the configuration says so and the lookups answer 404 with the reason', async () => {
    const app = await createTestApp();
    try {
      const owner = await buildUser(app);
      const firm = await buildTenant(app, owner);
      const as = callerFactory(app)(owner);
      expect(await as.ok(mapEndpoints.config, { params: { tenant: firm.id } })).toEqual({
        tiles: null,
        geocoding: false,
        routing: false,
      });
      const response = await as.send(mapEndpoints.geocode, {
        params: { tenant: firm.id },
        body: { address: addressOf(KNOWN_PLACES.uppsala) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().key).toBe('maps.geocodingOff');
    } finally {
      await app.close();
    }
  });
});

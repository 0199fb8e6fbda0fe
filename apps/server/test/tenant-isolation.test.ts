import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../src/platform/db/database.ts';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { networkEndpoints, orderShareEndpoints } from '@syna/contracts/endpoints/network';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { callerFactory } from './support/api-client.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { joinAsUser } from './support/network-partners.ts';
import { orderBody, placeOrder, postOrderType } from './support/order-factories.ts';
import { buildInspectionType } from './support/inspection-factories.ts';
import {
  endpointLabel as label,
  firmSnapshot,
  idsOwnedBy,
  pathParams,
  seedFromFixtures,
  TOKEN_ENDPOINTS as WALKED,
  walkRequest,
} from './support/endpoint-walk.ts';
import { useWorld } from './support/test-world.ts';

/**
 * Walks every endpoint of the endpoint tables as a member (owner) of firm B against firm A: with
 * A's tenant in the path, and with B's tenant and A's ids in the path and body. Nothing may answer
 * with A's data, and A's rows must be exactly as they were. New endpoints are covered without
 * editing this file; a module can add data to firm A with a `*.isolation-fixture.ts` file beside it.
 */

const SECRET = 'HEMLIGT-FIRMA-A';
// A guard against a hang, not a bound on speed: a walk makes thousands of requests, which on the
// embedded database beside the browser tests, at a lower priority, has taken over five minutes.
const WALK_TIMEOUT_MS = 900_000;

const snapshotOfA = () => firmSnapshot(world.app, world.firmA.id);

/** The path parameters (besides the tenant) that an endpoint declares as uuids: ids of records. */
function idParams(endpoint: EndpointDefinition): string[] {
  if (!endpoint.params) return [];
  const json = z.toJSONSchema(endpoint.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { format?: string }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([name, property]) => name !== 'tenant' && property.format === 'uuid')
    .map(([name]) => name);
}

/** An endpoint with a parameter besides the tenant (a record id, or a free text such as a search). */
const takesParams = (endpoint: EndpointDefinition) => pathParams(endpoint).some((name) => name !== 'tenant');

/** The call firm B's owner makes (see `walkRequest`). */
const walk = (endpoint: EndpointDefinition, tenant: string, id: string) =>
  world.as(world.ownerB).send(endpoint, walkRequest(endpoint, tenant, id));

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const ownerA = await buildUser(app, { name: `Anna ${SECRET}` });
  const ownerB = await buildUser(app, { name: 'Bengt Bolag' });
  const firmA = await buildTenant(app, ownerA, { name: `Firma ${SECRET}` });
  const firmB = await buildTenant(app, ownerB, { name: 'Firma B' });
  await as(ownerA).ok(profileEndpoints.addFeature, {
    params: { tenant: firmA.id },
    body: { name: 'hemlig', value: SECRET },
  });
  await as(ownerA).ok(notificationEndpoints.send, {
    params: { tenant: firmA.id },
    body: { userId: ownerA.id, subject: `Notis ${SECRET}`, body: SECRET },
  });
  await seedFromFixtures(app, firmA, ownerA, SECRET);
  const idsOfA = [...(await idsOwnedBy(app, firmA.id)), ownerA.id];
  return { app, as, ownerA, ownerB, firmA, firmB, idsOfA };
});

describe('tenant isolation over the whole endpoint table', () => {
  it('walks every registered route that takes a token, and has data in firm A to protect', () => {
    const walked = new Set(WALKED.map(label));
    const registered = world.app.routeTable.filter(
      (route) => route.access.kind !== 'public' && route.access.kind !== 'publicInTenant' && !route.websocket,
    );
    expect(registered.filter((route) => !walked.has(`${route.method} ${route.url}`))).toEqual([]);
    expect(WALKED.filter((endpoint) => endpoint.path.includes(':tenant')).length).toBeGreaterThan(5);
    expect(world.idsOfA.length).toBeGreaterThan(3);
  });

  it(
    'refuses firm B’s owner every endpoint under firm A’s tenant',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      for (const endpoint of WALKED.filter((candidate) => candidate.path.includes(':tenant'))) {
        for (const id of world.idsOfA.slice(0, 5)) {
          const response = await walk(endpoint, world.firmA.id, id);
          if (![403, 404].includes(response.statusCode) || response.body.includes(SECRET)) {
            failures.push(`${label(endpoint)} -> ${response.statusCode}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'answers firm A’s ids with 4xx inside firm B, and never with A’s data',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      const endpoints = WALKED.filter(takesParams);
      expect(endpoints.some((endpoint) => idParams(endpoint).length > 0)).toBe(true);
      for (const endpoint of endpoints) {
        const takesIds = idParams(endpoint).length > 0;
        for (const id of world.idsOfA) {
          const response = await walk(endpoint, world.firmB.id, id);
          // The id the caller sent may echo back (problem `instance`); any other id of A is a leak.
          const leaked =
            world.idsOfA.some((otherId) => otherId !== id && response.body.includes(otherId)) ||
            response.body.includes(SECRET);
          // An endpoint whose parameter is a record id must not find A's record; a free-text
          // parameter (a search) may answer 200, but only with B's data.
          const wrongStatus = takesIds
            ? response.statusCode < 400 || response.statusCode >= 500
            : response.statusCode >= 500;
          if (wrongStatus || leaked) {
            failures.push(
              `${label(endpoint)} with ${id} -> ${response.statusCode}${leaked ? ' (leak)' : ''}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    'lets firm B’s owner use every other endpoint without seeing A’s data',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const leaks: string[] = [];
      for (const endpoint of WALKED.filter((candidate) => !takesParams(candidate))) {
        const response = await walk(endpoint, world.firmB.id, world.idsOfA[0]!);
        if (response.statusCode >= 500) leaks.push(`${label(endpoint)} -> ${response.statusCode}`);
        if (response.body.includes(SECRET) || response.body.includes(world.firmA.id)) {
          leaks.push(`${label(endpoint)} leaks`);
        }
      }
      expect(leaks).toEqual([]);
    },
  );

  it('left every row of firm A exactly as it was', { timeout: WALK_TIMEOUT_MS }, async () => {
    const before = await snapshotOfA();
    for (const endpoint of WALKED) {
      for (const tenant of [world.firmA.id, world.firmB.id]) await walk(endpoint, tenant, world.idsOfA[1]!);
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});

describe('a partner of firm A over the whole endpoint table', () => {
  let partner: TestUser;
  let shared: { id: string; number: string };

  beforeAll(async () => {
    partner = await buildUser(world.app, { name: 'Pia Partner', emailVerified: true });
    const partnerId = await joinAsUser(world.app, world.firmA, world.ownerA, partner);
    const type = await buildInspectionType(world.app, world.firmA.id, { name: 'Delningstyp' });
    const orderType = await postOrderType(world.app, world.firmA.id, world.ownerA.auth, {
      inspectionTypeIds: [type.id],
    });
    const { date } = await world
      .as(null)
      .ok(publicOrderEndpoints.nextDate, { params: { tenant: world.firmA.id } });
    shared = await placeOrder(
      world.app,
      world.firmA.id,
      orderBody({ orderTypeId: orderType.id, types: [type.id], preferredDate: date }),
    );
    await world.as(world.ownerA).ok(orderShareEndpoints.share, {
      params: { tenant: world.firmA.id, id: shared.id },
      body: { partnerId },
    });
  }, 60_000);

  it(
    'sees the shared order and nothing else of A: member paths 403, partner paths without A’s other data',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const before = await firmSnapshot(world.app, world.firmA.id, ['events']);
      const failures: string[] = [];
      for (const endpoint of WALKED.filter((candidate) => candidate.path.includes(':tenant'))) {
        for (const id of [shared.id, ...world.idsOfA.slice(0, 5)]) {
          const response = await world.as(partner).send(endpoint, walkRequest(endpoint, world.firmA.id, id));
          const leaked =
            response.body.includes(SECRET) ||
            world.idsOfA.some(
              (otherId) => otherId !== id && otherId !== shared.id && response.body.includes(otherId),
            );
          const refused =
            endpoint.access.kind === 'partner' ? response.statusCode >= 500 : response.statusCode !== 403;
          if (leaked || refused)
            failures.push(
              `${label(endpoint)} with ${id} -> ${response.statusCode}${leaked ? ' (leak)' : ''}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(await firmSnapshot(world.app, world.firmA.id, ['events'])).toEqual(before);
      const listed = await world
        .as(partner)
        .ok(networkEndpoints.shared, { params: { tenant: world.firmA.id } });
      expect(listed.items.map((item) => item.id)).toEqual([shared.id]);
    },
  );
});

describe('row-level security', () => {
  it('is enabled and forced, with a policy, on every table that has tenant_id', async () => {
    const rows = await world.app.database.asSystem((tx) =>
      queryRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
        tx,
        sql`SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
                   (SELECT count(*)::int FROM pg_policy p
                     WHERE p.polrelid = c.oid AND p.polname <> 'owner_rows') AS policies
            FROM pg_class c JOIN information_schema.columns col
              ON col.table_name = c.relname AND col.table_schema = 'public' AND col.column_name = 'tenant_id'
            WHERE c.relkind = 'r'`,
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    const unprotected = rows.filter(
      (row) => !row.relrowsecurity || !row.relforcerowsecurity || row.policies === 0,
    );
    expect(unprotected.map((row) => row.relname)).toEqual([]);
  });

  it('hides firm A’s rows from the request role even when a query forgets its WHERE', async () => {
    const visible = await world.app.database.withTenant(
      { tenantId: world.firmB.id, userId: world.ownerB.id },
      (tx) =>
        queryRows<{ tenant_id: string }>(
          tx,
          sql`SELECT tenant_id FROM notifications UNION ALL SELECT tenant_id FROM user_features`,
        ),
    );
    expect(visible.every((row) => row.tenant_id === world.firmB.id)).toBe(true);
    const written = world.app.database.withTenant(
      { tenantId: world.firmB.id, userId: world.ownerB.id },
      (tx) => tx.execute(sql`INSERT INTO groups (tenant_id, name) VALUES (${world.firmA.id}, 'intrång')`),
    );
    await expect(written).rejects.toThrow();
  });
});

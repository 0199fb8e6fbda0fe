import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../src/platform/db/database.ts';
import type { RouteRecord } from '../src/platform/http/access.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { exampleBody } from './support/example-body.ts';
import type { SeedFirm } from './support/isolation-fixture.ts';

/**
 * Walks every registered route as a member (owner) of firm B against firm A: with A's tenant in
 * the path, and with B's tenant and A's ids in the path and body. Nothing may answer with A's
 * data, and A's rows must be exactly as they were. New routes are covered without editing this
 * file; a module can add data to firm A with a `*.isolation-fixture.ts` file beside it.
 */

const SECRET = 'HEMLIGT-FIRMA-A';

let app: FastifyInstance;
let ownerA: TestUser;
let ownerB: TestUser;
let firmA: { id: string; name: string };
let firmB: { id: string; name: string };
let idsOfA: string[];

interface IsolationFixture {
  seedFirm: SeedFirm;
}

async function loadFixtures(): Promise<IsolationFixture[]> {
  const root = path.resolve(import.meta.dirname, '../src/modules');
  const files = (await readdir(root, { recursive: true })).filter((file) =>
    file.endsWith('.isolation-fixture.ts'),
  );
  return Promise.all(files.map(async (file) => (await import(path.join(root, file))) as IsolationFixture));
}

async function tenantTables(): Promise<string[]> {
  const rows = await app.database.asSystem((tx) =>
    queryRows<{ table_name: string }>(
      tx,
      sql`SELECT table_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
    ),
  );
  return rows.map((row) => row.table_name);
}

/** Every row firm A owns, as text: compared before and after the walk. */
async function snapshotOfA(): Promise<string> {
  const parts: string[] = [];
  for (const table of await tenantTables()) {
    const rows = await app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT * FROM ${sql.identifier(table)} WHERE tenant_id = ${firmA.id} ORDER BY 1, 2`),
    );
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  const tenantRow = await app.database.asSystem((tx) =>
    queryRows(tx, sql`SELECT * FROM tenants WHERE id = ${firmA.id}`),
  );
  return `${parts.join('\n')}\ntenants:${JSON.stringify(tenantRow)}`;
}

/** One id of firm A from every tenant table that has ids (plus A's owner): a sample of each kind. */
async function idsOwnedByA(): Promise<string[]> {
  const ids = new Set<string>();
  for (const table of await tenantTables()) {
    const hasId = await app.database.asSystem((tx) =>
      queryRows(
        tx,
        sql`SELECT 1 FROM information_schema.columns WHERE table_name = ${table} AND column_name = 'id'`,
      ),
    );
    if (hasId.length === 0) continue;
    const rows = await app.database.asSystem((tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id::text AS id FROM ${sql.identifier(table)} WHERE tenant_id = ${firmA.id} ORDER BY id LIMIT 1`,
      ),
    );
    for (const row of rows) ids.add(row.id);
  }
  ids.add(ownerA.id);
  return [...ids];
}

/** The path parameters (besides the tenant) that a route declares as uuids: ids of records. */
function idParams(route: RouteRecord): string[] {
  if (!route.paramsSchema) return [];
  const json = z.toJSONSchema(route.paramsSchema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { format?: string }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([name, property]) => name !== 'tenant' && property.format === 'uuid')
    .map(([name]) => name);
}

function fillPath(url: string, tenant: string, id: string): string {
  return url
    .replace(':tenant', tenant)
    .replace(/:[A-Za-z]+/g, id)
    .replace('*', id);
}

const walkable = (route: RouteRecord) =>
  route.access.kind !== 'public' && route.access.kind !== 'publicInTenant' && !route.websocket;

beforeAll(async () => {
  app = await createTestApp();
  ownerA = await buildUser(app, { name: `Anna ${SECRET}` });
  ownerB = await buildUser(app, { name: 'Bengt Bolag' });
  firmA = await buildTenant(app, ownerA, { name: `Firma ${SECRET}` });
  firmB = await buildTenant(app, ownerB, { name: 'Firma B' });
  await app.inject({
    method: 'POST',
    url: `/${firmA.id}/v1/vb/admin/profile/features`,
    headers: ownerA.auth,
    payload: { name: 'hemlig', value: SECRET },
  });
  await app.inject({
    method: 'POST',
    url: `/${firmA.id}/v1/vb/admin/notifications`,
    headers: ownerA.auth,
    payload: { userId: ownerA.id, subject: `Notis ${SECRET}`, body: SECRET },
  });
  for (const fixture of await loadFixtures()) await fixture.seedFirm(app, firmA, ownerA, SECRET);
  idsOfA = await idsOwnedByA();
}, 120_000);
afterAll(async () => app?.close());

describe('tenant isolation over the whole route table', () => {
  it('has tenant routes to walk and data in firm A to protect', () => {
    expect(app.routeTable.filter((route) => route.url.includes(':tenant')).length).toBeGreaterThan(5);
    expect(idsOfA.length).toBeGreaterThan(3);
  });

  it('refuses firm B’s owner every route under firm A’s tenant', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const route of app.routeTable.filter(
      (candidate) => walkable(candidate) && candidate.url.includes(':tenant'),
    )) {
      for (const id of idsOfA.slice(0, 5)) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, firmA.id, id),
          headers: ownerB.auth,
          ...(route.bodySchema ? { payload: exampleBody(route.bodySchema, id) as object } : {}),
        });
        if (![403, 404].includes(response.statusCode) || response.body.includes(SECRET)) {
          failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it(
    'answers firm A’s ids with 4xx inside firm B, and never with A’s data',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = [];
      const routes = app.routeTable.filter((route) => walkable(route) && /:(?!tenant)/.test(route.url));
      expect(routes.some((route) => idParams(route).length > 0)).toBe(true);
      for (const route of routes) {
        const takesIds = idParams(route).length > 0;
        for (const id of idsOfA) {
          const response = await app.inject({
            method: route.method as 'GET',
            url: fillPath(route.url, firmB.id, id),
            headers: ownerB.auth,
            ...(route.bodySchema ? { payload: exampleBody(route.bodySchema, id) as object } : {}),
          });
          // The id the caller sent may echo back (problem `instance`); any other id of A is a leak.
          const leaked =
            idsOfA.some((otherId) => otherId !== id && response.body.includes(otherId)) ||
            response.body.includes(SECRET);
          // A route whose parameter is a record id must not find A's record; a free-text parameter
          // (a search) may answer 200, but only with B's data.
          const wrongStatus = takesIds
            ? response.statusCode < 400 || response.statusCode >= 500
            : response.statusCode >= 500;
          if (wrongStatus || leaked) {
            failures.push(
              `${route.method} ${route.url} with ${id} -> ${response.statusCode}${leaked ? ' (leak)' : ''}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('lets firm B’s owner use every other route without seeing A’s data', { timeout: 300_000 }, async () => {
    const leaks: string[] = [];
    for (const route of app.routeTable.filter(
      (candidate) => walkable(candidate) && !/:(?!tenant)/.test(candidate.url),
    )) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, firmB.id, idsOfA[0]!),
        headers: ownerB.auth,
        ...(route.bodySchema ? { payload: exampleBody(route.bodySchema, idsOfA[0]!) as object } : {}),
      });
      if (response.statusCode >= 500) leaks.push(`${route.method} ${route.url} -> ${response.statusCode}`);
      if (response.body.includes(SECRET) || response.body.includes(firmA.id)) {
        leaks.push(`${route.method} ${route.url} leaks`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('left every row of firm A exactly as it was', { timeout: 300_000 }, async () => {
    const before = await snapshotOfA();
    for (const route of app.routeTable.filter(walkable)) {
      for (const tenant of [firmA.id, firmB.id]) {
        await app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, tenant, idsOfA[1]!),
          headers: ownerB.auth,
          ...(route.bodySchema ? { payload: exampleBody(route.bodySchema, idsOfA[1]!) as object } : {}),
        });
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});

describe('row-level security', () => {
  it('is enabled and forced, with a policy, on every table that has tenant_id', async () => {
    const rows = await app.database.asSystem((tx) =>
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
    const visible = await app.database.withTenant({ tenantId: firmB.id, userId: ownerB.id }, (tx) =>
      queryRows<{ tenant_id: string }>(
        tx,
        sql`SELECT tenant_id FROM notifications UNION ALL SELECT tenant_id FROM user_features`,
      ),
    );
    expect(visible.every((row) => row.tenant_id === firmB.id)).toBe(true);
    const written = app.database.withTenant({ tenantId: firmB.id, userId: ownerB.id }, (tx) =>
      tx.execute(sql`INSERT INTO groups (tenant_id, name) VALUES (${firmA.id}, 'intrång')`),
    );
    await expect(written).rejects.toThrow();
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ALL_ENDPOINT_TABLES } from '@syna/contracts/endpoints/all-endpoints';
import type { EndpointDefinition, EndpointRequest } from '@syna/contracts/endpoints/endpoint';
import { queryRows } from '../../src/platform/db/database.ts';
import { exampleBody } from './example-body.ts';
import type { TestUser } from './factories.ts';
import type { SeedFirm } from './isolation-fixture.ts';

/**
 * What the walks over the endpoint tables share: which endpoints they call and how, the records
 * the modules' `*.isolation-fixture.ts` files put into a firm, and a snapshot of a firm's rows to
 * prove that refused calls changed nothing.
 */

/** Every endpoint that takes a token (the public ones show nothing of a firm), sockets aside. */
export const TOKEN_ENDPOINTS = ALL_ENDPOINT_TABLES.flatMap((table) => Object.values(table)).filter(
  (endpoint) =>
    endpoint.access.kind !== 'public' &&
    endpoint.access.kind !== 'publicInTenant' &&
    endpoint.transport !== 'socket',
);

export const endpointLabel = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;

export const pathParams = (endpoint: EndpointDefinition) =>
  [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * The call of a walk: `tenant` in the path, `id` for every other path parameter and every uuid of
 * the body (an upload sends no body: its form is read from the multipart stream).
 */
export function walkRequest<E extends EndpointDefinition>(
  endpoint: E,
  tenant: string,
  id: string,
): EndpointRequest<E> {
  const params = Object.fromEntries(
    pathParams(endpoint).map((name) => [name, name === 'tenant' ? tenant : id]),
  );
  const body = endpoint.transport === 'upload' ? undefined : exampleBody(endpoint.body, id);
  return { params, ...(body === undefined ? {} : { body }) } as EndpointRequest<E>;
}

/** Puts every module's isolation fixture into `firm`, written by its owner, with `secret` in the texts. */
export async function seedFromFixtures(
  app: FastifyInstance,
  firm: { id: string },
  owner: TestUser,
  secret: string,
): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../src/modules');
  const files = (await readdir(root, { recursive: true })).filter((file) =>
    file.endsWith('.isolation-fixture.ts'),
  );
  for (const file of files) {
    const { seedFirm } = (await import(path.join(root, file))) as { seedFirm: SeedFirm };
    await seedFirm(app, firm, owner, secret);
  }
}

/** The tables with a tenant_id column. */
export async function tenantTables(app: FastifyInstance): Promise<string[]> {
  const rows = await app.database.asSystem((tx) =>
    queryRows<{ table_name: string }>(
      tx,
      sql`SELECT table_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY table_name`,
    ),
  );
  return rows.map((row) => row.table_name);
}

/**
 * Every row the firm owns, as text: compared before and after a walk. `except` leaves tables out
 * (the events log, which logs even a partner's reads).
 */
export async function firmSnapshot(
  app: FastifyInstance,
  tenantId: string,
  except: string[] = [],
): Promise<string> {
  const parts: string[] = [];
  for (const table of (await tenantTables(app)).filter((name) => !except.includes(name))) {
    const rows = await app.database.asSystem((tx) =>
      queryRows(tx, sql`SELECT * FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} ORDER BY 1, 2`),
    );
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  const tenantRow = await app.database.asSystem((tx) =>
    queryRows(tx, sql`SELECT * FROM tenants WHERE id = ${tenantId}`),
  );
  return `${parts.join('\n')}\ntenants:${JSON.stringify(tenantRow)}`;
}

/** One id of the firm from every tenant table that has ids: a sample of each kind of record. */
export async function idsOwnedBy(app: FastifyInstance, tenantId: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const table of await tenantTables(app)) {
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
        sql`SELECT id::text AS id FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`,
      ),
    );
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

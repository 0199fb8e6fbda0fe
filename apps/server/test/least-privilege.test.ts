import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { networkEndpoints } from '@syna/contracts/endpoints/network';
import { buildApp } from '../src/app.ts';
import { PARTNER_ROLE, queryRows, REQUEST_ROLE } from '../src/platform/db/database.ts';
import { callerFactory } from './support/api-client.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { databaseUrlFor } from './support/database-url.ts';
import { joinAsUser } from './support/network-partners.ts';
import { createTestApp, testConfig } from './support/test-app.ts';

interface SessionRoles {
  session_user: string;
  current_user: string;
  rolsuper: boolean;
  rolbypassrls: boolean;
}

const sessionRoles = sql`SELECT session_user, current_user, rolsuper, rolbypassrls
                           FROM pg_roles WHERE rolname = session_user`;

/** A role on the shared test server, named after this file's run so that parallel runs never meet. */
const roleName = (purpose: string) => `syna_${purpose}_${randomUUID().slice(0, 8)}`;

// The production set-up of docs/CONFIGURATION.md on a managed PostgreSQL: an owner that is no
// superuser migrates an empty database of its own and does the system work; requests log in as a
// role that is a member of the request role and nothing else.
describe.skipIf(process.env.DATABASE_URL === undefined)('requests on a login role of their own', () => {
  const ownerRole = roleName('owner');
  const loginRole = roleName('request');
  let admin: pg.Client;
  let databaseName: string;
  let serverUrl: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.kind !== 'postgres') throw new Error('needs PostgreSQL');
    serverUrl = source.url;
    // Named as the run's copies are, so that its teardown drops this one too.
    databaseName = `${source.template}_${ownerRole}`;
    admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`CREATE ROLE ${ownerRole} LOGIN NOSUPERUSER NOBYPASSRLS CREATEROLE`);
    await admin.query(`CREATE DATABASE ${databaseName} OWNER ${ownerRole}`);
    await admin.query(
      `CREATE ROLE ${loginRole} LOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT IN ROLE ${REQUEST_ROLE}, ${PARTNER_ROLE}`,
    );
    const urlAs = (user: string) => {
      const url = new URL(databaseUrlFor(source.url, databaseName));
      url.username = user;
      return url.toString();
    };
    app = await buildApp(
      testConfig({ kind: 'postgres', url: urlAs(loginRole), ownerUrl: urlAs(ownerRole), poolSize: 3 }),
    );
  });
  afterAll(async () => {
    await app?.close();
    // The database stays for the run's teardown, which drops every copy at the end: a DROP
    // DATABASE here waits for a checkpoint, which the other files' writes can hold up for over a
    // minute. What the two roles own goes to the administrator, so that the roles can go now.
    const inDatabase = new pg.Client({ connectionString: databaseUrlFor(serverUrl, databaseName) });
    await inDatabase.connect();
    await inDatabase.query(`REASSIGN OWNED BY ${ownerRole}, ${loginRole} TO CURRENT_USER`);
    await inDatabase.query(`DROP OWNED BY ${ownerRole}, ${loginRole}`);
    await inDatabase.end();
    await admin.query(`DROP ROLE IF EXISTS ${loginRole}`);
    await admin.query(`DROP ROLE IF EXISTS ${ownerRole}`);
    await admin.end();
  });

  it('runs requests and system work on sessions that are neither superuser nor BYPASSRLS', async () => {
    const scope = { tenantId: 'any' };
    const [request] = await app.database.withTenant(scope, (tx) => queryRows<SessionRoles>(tx, sessionRoles));
    const [system] = await app.database.asSystem((tx) => queryRows<SessionRoles>(tx, sessionRoles));
    const unprivileged = { rolsuper: false, rolbypassrls: false };
    expect(request).toEqual({ session_user: loginRole, current_user: REQUEST_ROLE, ...unprivileged });
    // The owner migrated this database and does the system work.
    expect(system).toEqual({ session_user: ownerRole, current_user: ownerRole, ...unprivileged });
  });

  it('cannot switch a request transaction to the owner', async () => {
    await expect(
      app.database.withTenant({ tenantId: 'any' }, (tx) =>
        tx.execute(sql.raw(`SET LOCAL ROLE ${ownerRole}`)),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } }); // insufficient_privilege
  });

  it('sees only the tenant of the transaction, while system work sees every tenant', async () => {
    const owner = await buildUser(app);
    const first = await buildTenant(app, owner);
    const second = await buildTenant(app, owner);
    const countTenants = sql`SELECT id FROM tenants WHERE id IN (${first.id}, ${second.id})`;
    expect(
      await app.database.withTenant({ tenantId: first.id }, (tx) => queryRows(tx, countTenants)),
    ).toEqual([{ id: first.id }]);
    expect(await app.database.asSystem((tx) => queryRows(tx, countTenants))).toHaveLength(2);
  });

  it('serves requests through the API', async () => {
    const as = callerFactory(app);
    const owner = await buildUser(app);
    const id = `firma-${randomUUID().slice(0, 8)}`;
    await as(owner).ok(accountEndpoints.createOrganization, { body: { id, name: 'Minsta Rättighet AB' } });
    const accounts = await as(owner).ok(accountEndpoints.accounts, {});
    expect(accounts.items.map((account) => account.tenant.id)).toEqual([id]);
  });

  it('serves a partner of a firm’s network on the partner role', async () => {
    const as = callerFactory(app);
    const owner = await buildUser(app);
    const firm = await buildTenant(app, owner);
    const partner = await buildUser(app, { emailVerified: true });
    await joinAsUser(app, firm, owner, partner);
    const shared = await as(partner).ok(networkEndpoints.shared, { params: { tenant: firm.id } });
    expect(shared).toEqual({ items: [], total: 0 });
  });
});

describe('the owner policy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('is on every table with forced row-level security (a new one calls app_grant_owner_rows())', async () => {
    const missing = await app.database.asSystem((tx) =>
      queryRows<{ relname: string }>(
        tx,
        sql`SELECT c.relname FROM pg_class c
             WHERE c.relnamespace = 'public'::regnamespace AND c.relforcerowsecurity
               AND NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'owner_rows')`,
      ),
    );
    expect(missing).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { InitialData } from '@syna/contracts/initial-data';
import { buildApp } from '../../app.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';
import { createTestApp, freshDatabaseConfig, testConfig } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';

/**
 * The initial data is kept per (tenant, user) by each server process, and must never be older
 * than the data: every kind of change is visible at the very next request, whichever path made
 * it (the API, or SQL where the API has no endpoint for it), and a removed member is refused at
 * once. The answers are revalidated by their entity tag.
 */

const initialData = (app: FastifyInstance, user: TestUser, tenant: string, headers = {}) =>
  callerFactory(app)(user).send(profileEndpoints.initialData, { params: { tenant } }, headers);

const bodyOf = (response: LightMyRequestResponse) => response.json<InitialData>();

/** Runs SQL as the schema's owner, as an administrator (or a future endpoint) would change data. */
const change = (app: FastifyInstance, statement: SQL) =>
  app.database.asSystem(async (tx) => {
    await tx.execute(statement);
  });

describe('the initial data cache', () => {
  /** A firm with its owner and a worker, who also belongs to a second organisation. */
  const world = useWorld(async () => {
    const app = await createTestApp();
    const { firm, owner, members } = await buildFirmWithMembers(app, ['user']);
    const otherFirm = await buildTenant(app, owner, { members: [{ user: members.user, roles: ['user'] }] });
    return { app, as: callerFactory(app), firm, owner, worker: members.user, otherFirm };
  });

  /** The worker's initial data after `act`: it must differ from before in its tag, and answer 200. */
  async function afterChange(act: () => Promise<unknown>): Promise<InitialData> {
    const before = await initialData(world.app, world.worker, world.firm.id);
    await act();
    const after = await initialData(world.app, world.worker, world.firm.id, {
      'if-none-match': before.headers.etag,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    return bodyOf(after);
  }

  it('answers the version the client holds with 304 and no body, and revalidates every time', async () => {
    const first = await initialData(world.app, world.worker, world.firm.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // The tag names the user and the versions of the data: W/"<user>.<tenant version>.<user version>".
    expect(first.headers.etag).toMatch(new RegExp(`^W/"${world.worker.id}\\.\\d+\\.\\d+"$`));
    const again = await initialData(world.app, world.worker, world.firm.id);
    expect(again.body).toBe(first.body);
    const held = await initialData(world.app, world.worker, world.firm.id, {
      'if-none-match': first.headers.etag,
    });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    // Each member has their own answer in their own firm.
    const owners = await initialData(world.app, world.owner, world.firm.id);
    expect(bodyOf(owners).user.name).toBe(world.owner.name);
    expect(owners.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows changed organisation settings', async () => {
    const body = await afterChange(() =>
      world.as(world.owner).ok(tenantEndpoints.changeSettings, {
        params: { tenant: world.firm.id },
        body: { 'order.calendar.enabled': true },
      }),
    );
    expect(body.tenant.settings['order.calendar.enabled']).toBe(true);
  });

  it('shows the organisation’s changed name and logo', async () => {
    const body = await afterChange(() =>
      change(
        world.app,
        sql`UPDATE tenants SET icon = 'https://example.se/logo.png' WHERE id = ${world.firm.id}`,
      ),
    );
    expect(body.assets.logo).toBe('https://example.se/logo.png');
    expect(body.tenant.icon).toBe('https://example.se/logo.png');
  });

  it('shows a feature switched off', async () => {
    const body = await afterChange(() =>
      change(
        world.app,
        sql`UPDATE tenant_features SET enabled = false WHERE tenant_id = ${world.firm.id} AND name = 'projects'`,
      ),
    );
    expect(body.features).not.toContain('projects');
  });

  it('shows changed permissions of the caller’s role', async () => {
    const body = await afterChange(() =>
      change(
        world.app,
        sql`UPDATE roles SET permissions = array_append(permissions, 'reports.read')
            WHERE tenant_id = ${world.firm.id} AND name = 'user'`,
      ),
    );
    expect(body.permissions).toContain('reports.read');
  });

  it('shows the member’s changed roles', async () => {
    const body = await afterChange(() =>
      change(
        world.app,
        sql`UPDATE accounts SET roles = '{admin}' WHERE tenant_id = ${world.firm.id} AND user_id = ${world.worker.id}`,
      ),
    );
    expect(body.roles).toEqual(['admin']);
  });

  it('shows the user’s changed profile and properties', async () => {
    const body = await afterChange(() =>
      world.as(world.worker).ok(profileEndpoints.updateProfile, {
        params: { tenant: world.firm.id },
        body: { firstName: 'Ulrika', properties: { darkTheme: true } },
      }),
    );
    expect(body.user).toMatchObject({ firstName: 'Ulrika', properties: { darkTheme: true } });
  });

  it('lists a new organisation of the user, and another organisation’s new name', async () => {
    const joined = await afterChange(() =>
      buildTenant(world.app, world.worker, { id: 'ullas-firma', name: 'Ullas Kontroll AB' }),
    );
    expect(joined.accounts.map((account) => account.tenant.name)).toContain('Ullas Kontroll AB');
    const renamed = await afterChange(() =>
      change(
        world.app,
        sql`UPDATE tenants SET name = 'Sydsvensk Kontroll AB' WHERE id = ${world.otherFirm.id}`,
      ),
    );
    expect(renamed.accounts.map((account) => account.tenant.name)).toContain('Sydsvensk Kontroll AB');
    expect(renamed.accounts.map((account) => account.tenant.name)).not.toContain(world.otherFirm.name);
  });

  it('keeps the answer when nothing it shows changed', async () => {
    const before = await initialData(world.app, world.worker, world.firm.id);
    // Another member's profile and a sign-in that rewrites the same name change nothing here.
    await world.as(world.owner).ok(profileEndpoints.updateProfile, {
      params: { tenant: world.firm.id },
      body: { properties: { darkTheme: true } },
    });
    await change(
      world.app,
      sql`UPDATE users SET name = name, updated_at = now() WHERE id = ${world.worker.id}`,
    );
    const after = await initialData(world.app, world.worker, world.firm.id, {
      'if-none-match': before.headers.etag,
    });
    expect(after.statusCode).toBe(304);
  });

  it('refuses a removed member at once, though their answer was kept', async () => {
    const member = await buildUser(world.app);
    const team = await buildTenant(world.app, world.owner, { members: [{ user: member, roles: ['user'] }] });
    expect((await initialData(world.app, member, team.id)).statusCode).toBe(200);
    await change(
      world.app,
      sql`DELETE FROM accounts WHERE tenant_id = ${team.id} AND user_id = ${member.id}`,
    );
    expect((await initialData(world.app, member, team.id)).statusCode).toBe(403);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two server processes on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let owner: TestUser;
  let member: TestUser;
  let firm: { id: string };

  beforeAll(async () => {
    const database = await freshDatabaseConfig();
    first = await buildApp(testConfig(database));
    second = await buildApp(testConfig(database));
    ({
      firm,
      owner,
      members: { user: member },
    } = await buildFirmWithMembers(first, ['user']));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('see each other’s changes at the next request, and a removal at once', async () => {
    for (const server of [first, second])
      expect((await initialData(server, member, firm.id)).statusCode).toBe(200);
    await callerFactory(second)(member).ok(profileEndpoints.updateProfile, {
      params: { tenant: firm.id },
      body: { name: 'Namn Från Andra' },
    });
    expect(bodyOf(await initialData(first, member, firm.id)).user.name).toBe('Namn Från Andra');
    await callerFactory(first)(owner).ok(tenantEndpoints.changeSettings, {
      params: { tenant: firm.id },
      body: { 'order.calendar.enabled': true },
    });
    expect(bodyOf(await initialData(second, member, firm.id)).tenant.settings['order.calendar.enabled']).toBe(
      true,
    );
    await change(first, sql`DELETE FROM accounts WHERE tenant_id = ${firm.id} AND user_id = ${member.id}`);
    expect((await initialData(second, member, firm.id)).statusCode).toBe(403);
  });
});

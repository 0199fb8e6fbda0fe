import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
  roleEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { buildApp } from '../../app.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { addMember, buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { captureLogs } from '../../../test/support/log-capture.ts';
import { createTestApp, freshDatabaseConfig, testConfig } from '../../../test/support/test-app.ts';

/**
 * Each server process keeps the members it resolved and reuses one while the firm's and the user's
 * versions, read by the request's own scope statement, are those it was read with. So whatever
 * takes a right away counts at the very next request, through whichever server copy it was made,
 * and a member's request reads nothing of them as long as nothing of theirs changed.
 */

const logs = captureLogs();
let app: FastifyInstance;
let owner: TestUser;

/** Whether the request read its caller with the caller statement, rather than taking the kept one. */
const CALLER_STATEMENT = /FROM users WHERE issuer = app_issuer\(\)/;

async function callerStatementsOf(call: () => Promise<unknown>): Promise<number> {
  const before = logs.lines.length;
  await call();
  return logs
    .entries()
    .slice(before)
    .filter((entry) => entry.msg === 'statement' && CALLER_STATEMENT.test(String(entry.statement))).length;
}

const inbox = (server: FastifyInstance, user: TestUser, tenant: string) =>
  callerFactory(server)(user).send(orderEndpoints.inbox, { params: { tenant }, query: {} });

/** A firm of the owner's where `reader` holds only the role `läsare`, which may read orders. */
async function firmWithReader(server: FastifyInstance) {
  const reader = await buildUser(server);
  const firm = await buildTenant(server, owner);
  const role = await callerFactory(server)(owner).ok(roleEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: 'läsare', permissions: ['orders.read'] },
  });
  await server.database.asSystem((tx) => addMember(tx, firm.id, reader, ['läsare']));
  return { firm, reader, role };
}

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace', logStream: logs.stream });
  owner = await buildUser(app);
});
afterAll(async () => {
  await app.close();
});

describe('the kept callers', () => {
  it('are reused while nothing of theirs changes, also when another firm changes', async () => {
    const { firm, reader } = await firmWithReader(app);
    const other = await firmWithReader(app);
    expect(await callerStatementsOf(() => inbox(app, reader, firm.id))).toBe(1);
    expect(await callerStatementsOf(() => inbox(app, reader, firm.id))).toBe(0);
    // The owner of both firms withdraws the other firm's reading right and switches a feature off there.
    await callerFactory(app)(owner).ok(roleEndpoints.update, {
      params: { tenant: other.firm.id, id: other.role.id },
      body: { permissions: [] },
    });
    expect((await inbox(app, other.reader, other.firm.id)).statusCode).toBe(403);
    const answered = await callerStatementsOf(async () =>
      expect((await inbox(app, reader, firm.id)).statusCode).toBe(200),
    );
    expect(answered).toBe(0);
  });

  it('refuse a removed member at their next request', async () => {
    const { firm, reader } = await firmWithReader(app);
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    const removed = await callerFactory(app)(owner).send(memberEndpoints.remove, {
      params: { tenant: firm.id, id: reader.id },
    });
    expect(removed.statusCode).toBe(204);
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(403);
  });

  it('refuse at once what a role, a group or a member’s own permissions no longer grant', async () => {
    const { firm, reader, role } = await firmWithReader(app);
    const asOwner = callerFactory(app)(owner);
    const params = { tenant: firm.id };
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    await asOwner.ok(roleEndpoints.update, { params: { ...params, id: role.id }, body: { permissions: [] } });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(403);

    // The member's own patterns.
    const own = (patterns: string[]) =>
      asOwner.ok(permissionEndpoints.set, { params, body: { target: reader.id, patterns } });
    await own(['orders.read']);
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    await own([]);
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(403);

    // A group's, by leaving the group and by the group's patterns.
    const group = await asOwner.ok(groupEndpoints.create, { params, body: { name: 'Beställningar' } });
    await asOwner.ok(permissionEndpoints.set, {
      params,
      body: { target: group.id, patterns: ['orders.read'] },
    });
    const members = (body: { add?: string[]; remove?: string[] }) =>
      asOwner.ok(groupEndpoints.changeMembers, { params: { ...params, id: group.id }, body });
    await members({ add: [reader.id] });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    await members({ remove: [reader.id] });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(403);
    await members({ add: [reader.id] });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    await asOwner.ok(permissionEndpoints.set, { params, body: { target: group.id, patterns: [] } });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(403);
  });

  it('answer 404 at once for a feature switched off and for a firm deleted', async () => {
    const { firm, reader } = await firmWithReader(app);
    const params = { tenant: firm.id };
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    const { items } = await callerFactory(app)(owner).ok(tenantEndpoints.features, { params });
    const orders = items.find((item) => item.name === 'orders')!;
    await callerFactory(app)(owner).ok(tenantEndpoints.switchFeature, {
      params: { ...params, id: orders.id },
      body: { enabled: false },
    });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(404);
    await callerFactory(app)(owner).ok(tenantEndpoints.switchFeature, {
      params: { ...params, id: orders.id },
      body: { enabled: true },
    });
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(200);
    await app.database.asSystem((tx) => tx.execute(sql`DELETE FROM tenants WHERE id = ${firm.id}`));
    expect((await inbox(app, reader, firm.id)).statusCode).toBe(404);
  });
});

describe.skipIf(process.env.DATABASE_URL === undefined)('two server processes on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const database = await freshDatabaseConfig();
    first = await buildApp(testConfig(database));
    second = await buildApp(testConfig(database));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuse at the next request on one what was withdrawn through the other', async () => {
    owner = await buildUser(first);
    const { firm, reader, role } = await firmWithReader(first);
    for (const server of [first, second]) expect((await inbox(server, reader, firm.id)).statusCode).toBe(200);
    await callerFactory(first)(owner).ok(roleEndpoints.update, {
      params: { tenant: firm.id, id: role.id },
      body: { permissions: [] },
    });
    expect((await inbox(second, reader, firm.id)).statusCode).toBe(403);
    await callerFactory(second)(owner).ok(roleEndpoints.update, {
      params: { tenant: firm.id, id: role.id },
      body: { permissions: ['orders.read'] },
    });
    expect((await inbox(first, reader, firm.id)).statusCode).toBe(200);
    expect((await inbox(second, reader, firm.id)).statusCode).toBe(200);
    await callerFactory(second)(owner).ok(memberEndpoints.remove, {
      params: { tenant: firm.id, id: reader.id },
    });
    expect((await inbox(first, reader, firm.id)).statusCode).toBe(403);
  });
});

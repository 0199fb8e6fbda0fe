import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { groupEndpoints, memberEndpoints, roleEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import { EMBEDDED_CLIENT_ID } from '../../config.ts';
import { queryRows } from '../../platform/db/database.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp, signAccessToken } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare', email: 'olle@example.se' });
  const admin = await buildUser(app, { name: 'Ada Admin' });
  const worker = await buildUser(app, { name: 'Ulla Användare' });
  const leaver = await buildUser(app, { name: 'Lars Lämnar' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: admin, roles: ['admin'] },
      { user: worker, roles: ['user'] },
      { user: leaver, roles: ['user'] },
    ],
  });
  const otherFirm = await buildTenant(app, outsider);
  return { app, as, owner, admin, worker, leaver, outsider, firm, otherFirm };
});

const inFirm = () => ({ tenant: world.firm.id });
const member = (id: string) => ({ tenant: world.firm.id, id });
const rolesOf = async (user: TestUser) =>
  (await world.as(world.owner).ok(memberEndpoints.get, { params: member(user.id) })).roles;
const changeRoles = (caller: TestUser, user: TestUser, roles: string[]) =>
  world.as(caller).send(memberEndpoints.changeRoles, { params: member(user.id), body: { roles } });
const remove = (caller: TestUser, user: TestUser) =>
  world.as(caller).send(memberEndpoints.remove, { params: member(user.id) });
const accountRows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ user_id: string; roles: string[] }>(
      tx,
      sql`SELECT user_id, roles FROM accounts WHERE tenant_id = ${world.firm.id} ORDER BY user_id`,
    ),
  );

describe('the firm’s users', () => {
  it('are listed by name with e-mail, roles and last sign-in, to administrators only', async () => {
    const idToken = await signAccessToken(
      world.app,
      { sub: world.owner.sub, name: world.owner.name, email: world.owner.email },
      { typ: 'JWT', audience: EMBEDDED_CLIENT_ID },
    );
    const before = Date.now();
    await world.as(world.owner).ok(accountEndpoints.signedIn, { body: { idToken } });

    const listed = await world.as(world.admin).ok(memberEndpoints.users, { params: inFirm() });
    expect(listed.items.map((item) => item.name)).toEqual([
      'Ada Admin',
      'Lars Lämnar',
      'Olle Ägare',
      'Ulla Användare',
    ]);
    const ownerItem = listed.items.find((item) => item.userId === world.owner.id)!;
    expect(ownerItem).toMatchObject({ email: 'olle@example.se', roles: ['owner'] });
    expect(Date.parse(ownerItem.lastSignInAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(listed.items.find((item) => item.userId === world.worker.id)!.lastSignInAt).toBeNull();
    // The groups page's list is the same one.
    expect(await world.as(world.admin).ok(memberEndpoints.list, { params: inFirm() })).toEqual(listed);
    expect((await world.as(world.worker).send(memberEndpoints.users, { params: inFirm() })).statusCode).toBe(
      403,
    );
  });

  it('shows one member with roles, groups and own patterns; another firm’s user is 404', async () => {
    const group = await world
      .as(world.owner)
      .ok(groupEndpoints.create, { params: inFirm(), body: { name: 'Fältet' } });
    await world.as(world.owner).ok(groupEndpoints.changeMembers, {
      params: member(group.id),
      body: { add: [world.worker.id] },
    });
    expect(
      await world.as(world.admin).ok(memberEndpoints.get, { params: member(world.worker.id) }),
    ).toMatchObject({
      userId: world.worker.id,
      name: 'Ulla Användare',
      roles: ['user'],
      permissions: [],
      groups: [{ id: group.id, name: 'Fältet' }],
    });
    const foreign = await world
      .as(world.admin)
      .send(memberEndpoints.get, { params: member(world.outsider.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
  });

  it('finds a member by the issuer’s subject, and nobody for another firm’s', async () => {
    const found = await world.as(world.admin).ok(memberEndpoints.bySubject, {
      params: inFirm(),
      query: { sub: world.worker.sub },
    });
    expect(found.items.map((item) => item.userId)).toEqual([world.worker.id]);
    const none = await world.as(world.admin).ok(memberEndpoints.bySubject, {
      params: inFirm(),
      query: { sub: world.outsider.sub },
    });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('changes a member’s roles to existing ones; the new roles count from the next request', async () => {
    await world.as(world.owner).ok(roleEndpoints.create, {
      params: inFirm(),
      body: { name: 'Granskare', permissions: ['orders.read'] },
    });
    const changed = await changeRoles(world.admin, world.worker, ['viewer', 'Granskare', 'viewer']);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().roles).toEqual(['viewer', 'Granskare']);
    const initial = await world.as(world.worker).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.roles).toEqual(['viewer', 'Granskare']);
  });

  it('refuses unknown roles and an empty list with field errors, changing nothing', async () => {
    const before = await accountRows();
    const unknown = await changeRoles(world.admin, world.worker, ['user', 'Påhittad']);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['body.roles.1']);
    const empty = await changeRoles(world.admin, world.worker, []);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['body.roles']);
    expect(await accountRows()).toEqual(before);
  });

  it('answers 400 for a malformed id or a missing subject, and 404 for an id of nobody', async () => {
    const malformed = await world
      .as(world.admin)
      .send(memberEndpoints.get, { params: member('inte-ett-id') });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['params.id']);
    const noSubject = await world.as(world.admin).send(memberEndpoints.bySubject, {
      params: inFirm(),
      query: {} as { sub: string },
    });
    expect(noSubject.statusCode).toBe(400);
    expect(Object.keys(noSubject.json().errors)).toEqual(['querystring.sub']);
    const nobody = await world.as(world.admin).send(memberEndpoints.remove, { params: member(randomUUID()) });
    expect(nobody.statusCode).toBe(404);
  });

  it('refuses a plain user (403) and another firm’s user id (404)', async () => {
    const before = await accountRows();
    expect((await changeRoles(world.worker, world.leaver, ['admin'])).statusCode).toBe(403);
    expect((await remove(world.worker, world.leaver)).statusCode).toBe(403);
    expect((await changeRoles(world.admin, world.outsider, ['user'])).statusCode).toBe(404);
    expect((await remove(world.admin, world.outsider)).statusCode).toBe(404);
    expect(await accountRows()).toEqual(before);
    expect(
      (
        await world
          .as(world.outsider)
          .ok(profileEndpoints.initialData, { params: { tenant: world.otherFirm.id } })
      ).roles,
    ).toEqual(['owner']);
  });

  it('lets only an owner grant or take the owner role, or remove an owner', async () => {
    const before = await accountRows();
    const grant = await changeRoles(world.admin, world.admin, ['owner']);
    expect(grant.statusCode).toBe(403);
    expect(grant.json().detail).toBe('Bara en ägare kan ge eller ta ifrån någon ägarrollen');
    expect((await changeRoles(world.admin, world.owner, ['admin'])).statusCode).toBe(403);
    expect((await remove(world.admin, world.owner)).statusCode).toBe(403);
    expect(await accountRows()).toEqual(before);
  });

  it('never lets the last owner lose the role or leave (409), the owner themselves included', async () => {
    const before = await accountRows();
    const demoted = await changeRoles(world.owner, world.owner, ['admin']);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().detail).toBe(
      'Organisationen måste ha minst en ägare. Gör någon annan till ägare först.',
    );
    expect((await remove(world.owner, world.owner)).statusCode).toBe(409);
    expect(await accountRows()).toEqual(before);

    // With a second owner the first may step down.
    expect((await changeRoles(world.owner, world.admin, ['owner'])).statusCode).toBe(200);
    expect((await changeRoles(world.owner, world.owner, ['admin'])).statusCode).toBe(200);
    expect(await rolesOf(world.owner)).toEqual(['admin']);
    expect((await changeRoles(world.admin, world.owner, ['owner'])).statusCode).toBe(200);
    expect((await changeRoles(world.owner, world.admin, ['admin'])).statusCode).toBe(200);
  });

  it('removes a member: their next request is refused, their work stays attributed to them', async () => {
    const activity = await world.as(world.leaver).ok(activityEndpoints.create, {
      params: inFirm(),
      body: {
        title: 'Besiktning Storgatan 1',
        startTime: '2026-12-01T09:00:00+01:00',
        stopTime: '2026-12-01T10:00:00+01:00',
      },
    });
    // The removed member's answers were cached: the cache must not keep them in.
    await world.as(world.leaver).ok(profileEndpoints.initialData, { params: inFirm() });

    const removed = await remove(world.admin, world.leaver);
    expect(removed.statusCode).toBe(204);

    const after = await world.as(world.leaver).send(profileEndpoints.initialData, { params: inFirm() });
    expect(after.statusCode).toBe(403);
    expect(
      (await world.as(world.admin).send(memberEndpoints.get, { params: member(world.leaver.id) })).statusCode,
    ).toBe(404);
    const [kept] = await world.app.database.asSystem((tx) =>
      queryRows<{ user_id: string; author_id: string }>(
        tx,
        sql`SELECT user_id, author_id FROM activities WHERE tenant_id = ${world.firm.id} AND id = ${activity.id}`,
      ),
    );
    expect(kept).toEqual({ user_id: world.leaver.id, author_id: world.leaver.id });
    // The calendar still names whose the activity was.
    const calendar = await world.as(world.owner).ok(activityEndpoints.calendar, {
      params: inFirm(),
      query: { from: '2026-12-01', to: '2026-12-01', scope: 'firm' },
    });
    expect(calendar.items.find((entry) => entry.id === activity.id)).toMatchObject({ user: 'Lars Lämnar' });
    const events = await world.as(world.owner).ok(eventEndpoints.list, { params: inFirm(), query: {} });
    const actors = events.items.map((event) => event.actor?.id);
    expect(actors).toContain(world.leaver.id);
    const removal = events.items.find(
      (event) => event.method === 'DELETE' && event.target === world.leaver.id,
    );
    expect(removal?.actor).toEqual({ id: world.admin.id, name: 'Ada Admin' });
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { permissionEndpoints, roleEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import { queryRows } from '../../platform/db/database.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { setMemberRoles } from './access.test-support.ts';

const world = useTwoFirms({ name: 'member', roles: ['user'] });

const inFirm = () => ({ tenant: world.firm.id });
const asOwner = () => world.as(world.owner);
const roles = async () => (await asOwner().ok(roleEndpoints.list, { params: inFirm() })).items;
const roleNamed = async (name: string) => (await roles()).find((role) => role.name === name)!;
const create = (name: string, permissions: string[]) =>
  asOwner().send(roleEndpoints.create, { params: inFirm(), body: { name, permissions } });
const rolesRows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ name: string; permissions: string[] }>(
      tx,
      sql`SELECT name, permissions FROM roles WHERE tenant_id = ${world.firm.id} ORDER BY name`,
    ),
  );
const contactsOf = () => world.as(world.member).send(contactEndpoints.search, { params: inFirm(), body: {} });

describe('roles', () => {
  it('lists the built-in roles first, then the firm’s own', async () => {
    expect((await create('Granskare', ['contacts.read'])).statusCode).toBe(201);
    const listed = await roles();
    expect(listed.map((role) => role.name)).toEqual([
      'owner',
      'admin',
      'user',
      'office',
      'viewer',
      'guest',
      'Granskare',
    ]);
    expect(listed.find((role) => role.name === 'owner')).toMatchObject({ builtIn: true, permissions: ['*'] });
    expect(listed.at(-1)).toMatchObject({ builtIn: false, permissions: ['contacts.read'], memberCount: 0 });
  });

  it('refuses a pattern outside the language with a field error on it, and writes nothing', async () => {
    const before = await rolesRows();
    const response = await create('Trasig', ['orders.read', 'orders.rea*']);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'body.permissions.1': ['En * måste stå ensam mellan punkterna, till exempel orders.*'],
    });
    const english = await asOwner().send(
      roleEndpoints.create,
      { params: inFirm(), body: { name: 'Trasig', permissions: ['(a+)+'] } },
      { 'accept-language': 'en' },
    );
    expect(english.json().errors['body.permissions.0']).toEqual([
      'The pattern may only contain a–z, 0–9, _, - and * between the dots',
    ]);
    expect(await rolesRows()).toEqual(before);
  });

  it('refuses a name that is taken or built in (409)', async () => {
    expect((await create('granskare', [])).statusCode).toBe(409);
    const builtIn = await create('Admin', []);
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().detail).toBe('Det finns redan en roll med namnet Admin');
  });

  it('keeps the built-in roles’ names and the owner’s permissions', async () => {
    const admin = await roleNamed('admin');
    const rename = await asOwner().send(roleEndpoints.update, {
      params: { ...inFirm(), id: admin.id },
      body: { name: 'chef' },
    });
    expect(rename.statusCode).toBe(409);
    const remove = await asOwner().send(roleEndpoints.remove, { params: { ...inFirm(), id: admin.id } });
    expect(remove.statusCode).toBe(409);
    const owner = await roleNamed('owner');
    const narrow = await asOwner().send(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: owner.id, patterns: ['orders.read'] },
    });
    expect(narrow.statusCode).toBe(409);
    expect((await roleNamed('owner')).permissions).toEqual(['*']);
  });

  it('take effect on the member’s next request, and in the initial data', async () => {
    const role = await roleNamed('Granskare');
    await setMemberRoles(world.app, world.firm.id, world.member.id, ['Granskare']);
    const initial = () => world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect((await initial()).permissions).toEqual(['contacts.read']);
    expect((await contactsOf()).statusCode).toBe(200);

    await asOwner().ok(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: role.id, patterns: ['orders.*'] },
    });
    expect((await contactsOf()).statusCode).toBe(403);
    expect((await initial()).permissions).toEqual(['orders.*']);
    expect(await asOwner().ok(permissionEndpoints.get, { params: { ...inFirm(), target: role.id } })).toEqual(
      {
        target: role.id,
        kind: 'role',
        patterns: ['orders.*'],
      },
    );
  });

  it('renames a tenant role with the members who hold it', async () => {
    const role = await roleNamed('Granskare');
    const renamed = await asOwner().ok(roleEndpoints.update, {
      params: { ...inFirm(), id: role.id },
      body: { name: 'Kontrollant', permissions: ['contacts.*'] },
    });
    expect(renamed).toMatchObject({ name: 'Kontrollant', permissions: ['contacts.*'], memberCount: 1 });
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.roles).toEqual(['Kontrollant']);
    expect(initial.permissions).toEqual(['contacts.*']);
  });

  it('deletes a tenant role and takes it from its members', async () => {
    const role = await roleNamed('Kontrollant');
    await asOwner().ok(roleEndpoints.remove, { params: { ...inFirm(), id: role.id } });
    expect((await roles()).map((each) => each.name)).not.toContain('Kontrollant');
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.roles).toEqual([]);
    expect((await contactsOf()).statusCode).toBe(403);
    await setMemberRoles(world.app, world.firm.id, world.member.id, ['user']);
  });

  it('sets a member’s own patterns, beside those of their roles', async () => {
    const own = await asOwner().ok(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: world.member.id, patterns: ['reports.read', 'reports.read'] },
    });
    expect(own).toEqual({ target: world.member.id, kind: 'user', patterns: ['reports.read'] });
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.permissions).toContain('reports.read');
    expect(initial.permissions).toContain('contacts.*');
  });

  it('refuses patterns outside the language for any target, and an unknown target (400, 404)', async () => {
    const before = await rolesRows();
    const role = await roleNamed('viewer');
    const bad = await asOwner().send(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: role.id, patterns: ['orders.read', 'orders..read', '*'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'body.patterns.1': ['Mönstret har en tom del: punkter måste stå mellan två delar'],
    });
    const tooMany = await asOwner().send(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: role.id, patterns: Array.from({ length: 51 }, (_, index) => `p${index}.read`) },
    });
    expect(tooMany.json().errors).toEqual({ 'body.patterns': ['Högst 50 mönster'] });
    const unknown = await asOwner().send(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: world.outsider.id, patterns: ['*'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Det finns ingen roll, grupp eller användare med det id:t');
    expect(await rolesRows()).toEqual(before);
  });

  it('are kept by administrators only (403 for a plain member)', async () => {
    const member = world.as(world.member);
    expect((await member.send(roleEndpoints.list, { params: inFirm() })).statusCode).toBe(403);
    const response = await member.send(roleEndpoints.create, {
      params: inFirm(),
      body: { name: 'Smyg', permissions: ['*'] },
    });
    expect(response.statusCode).toBe(403);
    expect((await rolesRows()).map((row) => row.name)).not.toContain('Smyg');
  });

  it('answers another firm’s roles and members with 404', async () => {
    const role = await roleNamed('user');
    const outsider = world.as(world.outsider);
    const inOwnFirm = { tenant: world.otherFirm.id };
    const update = await outsider.send(roleEndpoints.update, {
      params: { ...inOwnFirm, id: role.id },
      body: { permissions: ['*'] },
    });
    expect(update.statusCode).toBe(404);
    const read = await outsider.send(permissionEndpoints.get, { params: { ...inOwnFirm, target: role.id } });
    expect(read.statusCode).toBe(404);
    const member = await outsider.send(permissionEndpoints.set, {
      params: inOwnFirm,
      body: { target: world.member.id, patterns: ['*'] },
    });
    expect(member.statusCode).toBe(404);
    expect((await roleNamed('user')).permissions).not.toEqual(['*']);
  });
});

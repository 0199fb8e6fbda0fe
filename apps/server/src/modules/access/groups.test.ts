import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import {
  groupEndpoints,
  memberEndpoints,
  permissionEndpoints,
} from '@syna/contracts/endpoints/roles-and-groups';
import { queryRows } from '../../platform/db/database.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'member', roles: ['guest'] });

const inFirm = () => ({ tenant: world.firm.id });
const asOwner = () => world.as(world.owner);
const groups = async () => (await asOwner().ok(groupEndpoints.list, { params: inFirm() })).items;
const groupNamed = async (name: string) => (await groups()).find((group) => group.name === name)!;
const membershipRows = () =>
  world.app.database.asSystem((tx) =>
    queryRows<{ group_id: string; account_id: string }>(
      tx,
      sql`SELECT group_id, account_id FROM group_members WHERE tenant_id = ${world.firm.id} ORDER BY 1, 2`,
    ),
  );
const members = async (id: string) =>
  (await asOwner().ok(groupEndpoints.members, { params: { ...inFirm(), id } })).items;
const changeMembers = (id: string, body: { add?: string[]; remove?: string[] }) =>
  asOwner().send(groupEndpoints.changeMembers, { params: { ...inFirm(), id }, body });

describe('groups', () => {
  it('pick from the organisation’s members, listed with their roles to administrators only', async () => {
    const listed = await asOwner().ok(memberEndpoints.list, { params: inFirm() });
    expect(
      listed.items
        .map(({ userId, roles }) => ({ userId, roles }))
        .sort((a, b) => a.userId.localeCompare(b.userId)),
    ).toEqual(
      [
        { userId: world.owner.id, roles: ['owner'] },
        { userId: world.member.id, roles: ['guest'] },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    expect((await world.as(world.member).send(memberEndpoints.list, { params: inFirm() })).statusCode).toBe(
      403,
    );
  });

  it('are created, listed and renamed; a name is taken once (409)', async () => {
    const created = await asOwner().ok(groupEndpoints.create, {
      params: inFirm(),
      body: { name: ' Fältgruppen ' },
    });
    expect(created).toMatchObject({ name: 'Fältgruppen', permissions: [], memberCount: 0 });
    await asOwner().ok(groupEndpoints.create, { params: inFirm(), body: { name: 'Kontoret' } });
    const again = await asOwner().send(groupEndpoints.create, {
      params: inFirm(),
      body: { name: 'fältgruppen' },
    });
    expect(again.statusCode).toBe(409);
    const renamed = await asOwner().ok(groupEndpoints.update, {
      params: { ...inFirm(), id: created.id },
      body: { name: 'Fältlaget' },
    });
    expect(renamed.name).toBe('Fältlaget');
    expect((await groups()).map((group) => group.name)).toEqual(['Fältlaget', 'Kontoret']);
    const blank = await asOwner().send(groupEndpoints.create, { params: inFirm(), body: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ 'body.name': ['Ange ett namn'] });
  });

  it('add and remove members in one change; an outsider named changes nothing (400)', async () => {
    const group = await groupNamed('Fältlaget');
    const before = await membershipRows();
    const refused = await changeMembers(group.id, { add: [world.member.id, world.outsider.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'body.add.1': ['Användaren är inte medlem i organisationen'] });
    expect(await membershipRows()).toEqual(before);

    const added = await changeMembers(group.id, { add: [world.member.id, world.owner.id, world.member.id] });
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .items.map((member: { userId: string }) => member.userId)
        .sort(),
    ).toEqual([world.member.id, world.owner.id].sort());
    const removed = await changeMembers(group.id, { remove: [world.owner.id] });
    expect(removed.json().items).toEqual([
      { userId: world.member.id, name: world.member.name, email: world.member.email },
    ]);
    expect((await groupNamed('Fältlaget')).memberCount).toBe(1);
  });

  it('give their permissions to their members from the next request', async () => {
    const group = await groupNamed('Fältlaget');
    const search = () => world.as(world.member).send(contactEndpoints.search, { params: inFirm(), body: {} });
    expect((await search()).statusCode).toBe(403);
    const set = await asOwner().ok(permissionEndpoints.set, {
      params: inFirm(),
      body: { target: group.id, patterns: ['contacts.read'] },
    });
    expect(set).toEqual({ target: group.id, kind: 'group', patterns: ['contacts.read'] });
    expect((await search()).statusCode).toBe(200);
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.permissions).toContain('contacts.read');
  });

  it('are the member’s own to see and leave', async () => {
    const member = world.as(world.member);
    const mine = await member.ok(groupEndpoints.mine, { params: inFirm() });
    const group = await groupNamed('Fältlaget');
    expect(mine.items).toEqual([{ id: group.id, name: 'Fältlaget' }]);
    await member.ok(groupEndpoints.leave, { params: { ...inFirm(), id: group.id } });
    expect((await member.ok(groupEndpoints.mine, { params: inFirm() })).items).toEqual([]);
    const again = await member.send(groupEndpoints.leave, { params: { ...inFirm(), id: group.id } });
    expect(again.statusCode).toBe(404);
    // Leaving takes the group's permissions away at once.
    const search = await member.send(contactEndpoints.search, { params: inFirm(), body: {} });
    expect(search.statusCode).toBe(403);
  });

  it('are kept by administrators only (403 for a plain member)', async () => {
    const member = world.as(world.member);
    expect((await member.send(groupEndpoints.list, { params: inFirm() })).statusCode).toBe(403);
    const group = await groupNamed('Kontoret');
    const join = await member.send(groupEndpoints.changeMembers, {
      params: { ...inFirm(), id: group.id },
      body: { add: [world.member.id] },
    });
    expect(join.statusCode).toBe(403);
    expect(await members(group.id)).toEqual([]);
  });

  it('answer another firm’s ids with 404', async () => {
    const group = await groupNamed('Kontoret');
    const outsider = world.as(world.outsider);
    const inOwnFirm = { tenant: world.otherFirm.id, id: group.id };
    expect((await outsider.send(groupEndpoints.members, { params: inOwnFirm })).statusCode).toBe(404);
    const rename = await outsider.send(groupEndpoints.update, { params: inOwnFirm, body: { name: 'Kapad' } });
    expect(rename.statusCode).toBe(404);
    expect((await outsider.send(groupEndpoints.remove, { params: inOwnFirm })).statusCode).toBe(404);
    expect((await groupNamed('Kontoret')).name).toBe('Kontoret');
  });

  it('are deleted with their memberships; the members stay in the firm', async () => {
    const group = await groupNamed('Fältlaget');
    await changeMembers(group.id, { add: [world.member.id] });
    await asOwner().ok(groupEndpoints.remove, { params: { ...inFirm(), id: group.id } });
    expect((await groups()).map((each) => each.name)).toEqual(['Kontoret']);
    expect(await membershipRows()).toEqual([]);
    const initial = await world.as(world.member).ok(profileEndpoints.initialData, { params: inFirm() });
    expect(initial.permissions).not.toContain('contacts.read');
  });
});

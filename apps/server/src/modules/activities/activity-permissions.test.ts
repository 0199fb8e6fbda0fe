import { describe, expect, it } from 'vitest';
import type { Activity, ActivityCreateInput, ActivityUpdateInput } from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const meeting = {
  startTime: '2026-11-23T09:00:00+01:00',
  stopTime: '2026-11-23T10:00:00+01:00',
  title: 'Genomgång med mäklaren',
};

/**
 * The firm's owner and its members: one who may change their own calendar (user), one who may only
 * read (viewer), and a guest, who holds no calendar permission; and the owner's activity.
 */
const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const { firm, owner, members } = await buildFirmWithMembers(app, ['user', 'viewer', 'guest']);
  const activity = await as(owner).ok(activityEndpoints.create, {
    params: { tenant: firm.id },
    body: meeting,
  });
  return { app, as, firm, owner, members, activityId: activity.id };
});

const ofActivity = (id: string) => ({ params: { tenant: world.firm.id, id } });
const calendarOf = (user: TestUser) =>
  world.as(user).send(activityEndpoints.calendar, {
    params: { tenant: world.firm.id },
    query: { from: '2026-11-23', to: '2026-11-23', scope: 'firm' },
  });
const read = (user: TestUser, id = world.activityId) =>
  world.as(user).send(activityEndpoints.get, ofActivity(id));
const create = (user: TestUser, body: ActivityCreateInput = meeting) =>
  world.as(user).send(activityEndpoints.create, { params: { tenant: world.firm.id }, body });
const change = (user: TestUser, id: string, body: ActivityUpdateInput) =>
  world.as(user).send(activityEndpoints.replace, { ...ofActivity(id), body });
const setProgress = (user: TestUser, id: string) =>
  world.as(user).send(activityEndpoints.setProgress, { ...ofActivity(id), body: { value: 100 } });
const remove = (user: TestUser, id: string) => world.as(user).send(activityEndpoints.remove, ofActivity(id));
/** The activity as its author sees it, notes included. */
const asStored = async (id: string, author = world.owner) => (await read(author, id)).json() as Activity;

describe('calendar permissions', () => {
  it('lets a viewer read the calendar and an activity, but not create one', async () => {
    const calendar = await calendarOf(world.members.viewer);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().items).toContainEqual(expect.objectContaining({ id: world.activityId }));
    expect((await read(world.members.viewer)).statusCode).toBe(200);
    expect((await create(world.members.viewer)).statusCode).toBe(403);
  });

  it('shows a guest, who holds no calendar permission, neither the calendar nor an activity', async () => {
    expect((await calendarOf(world.members.guest)).statusCode).toBe(403);
    expect((await read(world.members.guest)).statusCode).toBe(403);
    expect((await create(world.members.guest)).statusCode).toBe(403);
  });
});

describe('other members’ activities', () => {
  it('are changed, progressed and deleted only by an administrator, and stay as they were otherwise', async () => {
    const before = await asStored(world.activityId);
    for (const member of [world.members.user, world.members.viewer, world.members.guest]) {
      expect((await change(member, world.activityId, { title: 'Kapad' })).statusCode).toBe(403);
      expect((await setProgress(member, world.activityId)).statusCode).toBe(403);
      expect((await remove(member, world.activityId)).statusCode).toBe(403);
    }
    expect(await asStored(world.activityId)).toEqual(before);

    const theirs = (await create(world.members.user)).json() as Activity;
    const changed = await change(world.owner, theirs.id, { title: 'Ändrad av ägaren' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Ändrad av ägaren', user: { id: world.members.user.id } });
    expect((await setProgress(world.owner, theirs.id)).statusCode).toBe(200);
    expect((await remove(world.owner, theirs.id)).statusCode).toBe(204);
  });

  it('are not created in, nor moved to, another member’s calendar without being an administrator', async () => {
    const own = (await create(world.members.user)).json() as Activity;
    const before = await asStored(own.id, world.members.user);
    expect((await create(world.members.user, { ...meeting, userId: world.owner.id })).statusCode).toBe(403);
    expect((await change(world.members.user, own.id, { userId: world.owner.id })).statusCode).toBe(403);
    expect(await asStored(own.id, world.members.user)).toEqual(before);

    const planned = await create(world.owner, { ...meeting, userId: world.members.user.id });
    expect(planned.statusCode).toBe(201);
    expect(planned.json().user).toMatchObject({ id: world.members.user.id });
  });
});

describe('private notes', () => {
  it('are shown to their author only, and changed by nobody else', async () => {
    const planned = await create(world.owner, {
      ...meeting,
      userId: world.members.user.id,
      notes: 'Nyckeln under mattan',
    });
    const id = (planned.json() as Activity).id;
    expect(planned.json().notes).toBe('Nyckeln under mattan');
    expect((await read(world.members.user, id)).json().notes).toBeNull();
    expect((await read(world.members.viewer, id)).json().notes).toBeNull();

    const refused = await change(world.members.user, id, { notes: 'Mina egna' });
    expect(refused.statusCode).toBe(403);
    expect((await asStored(id)).notes).toBe('Nyckeln under mattan');

    // The activity's user changes everything else, and the author's notes stay.
    const changed = await change(world.members.user, id, { title: 'Besiktning', progress: 50 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Besiktning', progress: 50, notes: null });
    expect((await asStored(id)).notes).toBe('Nyckeln under mattan');
  });

  it('and the user survive a change that leaves them out', async () => {
    const planned = await create(world.owner, {
      ...meeting,
      userId: world.members.user.id,
      notes: 'Ring först',
    });
    const id = (planned.json() as Activity).id;
    const changed = await change(world.owner, id, { title: 'Ny rubrik' });
    expect(changed.json()).toMatchObject({
      title: 'Ny rubrik',
      notes: 'Ring först',
      user: { id: world.members.user.id },
    });
  });
});

describe('a change', () => {
  it('is judged with the stored times, and a refused one changes nothing', async () => {
    const before = await asStored(world.activityId);
    const refused = await change(world.owner, world.activityId, { stopTime: '2026-11-23T08:00:00+01:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['body.stopTime']);
    expect(
      (await change(world.owner, world.activityId, { userId: 'not-a-uuid' })).json().errors,
    ).toHaveProperty(['body.userId']);
    expect(await asStored(world.activityId)).toEqual(before);
  });
});

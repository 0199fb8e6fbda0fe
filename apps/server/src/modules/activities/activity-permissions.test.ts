import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Activity, ActivityCreateInput, ActivityUpdateInput } from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let firm: { id: string };
let owner: TestUser;
/** A member who may change their own calendar, one who may only read, and a guest, who holds no calendar permission. */
let members: { user: TestUser; viewer: TestUser; guest: TestUser };
let activityId: string;

const meeting = {
  startTime: '2026-11-23T09:00:00+01:00',
  stopTime: '2026-11-23T10:00:00+01:00',
  title: 'Genomgång med mäklaren',
};

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  ({ firm, owner, members } = await buildFirmWithMembers(app, ['user', 'viewer', 'guest']));
  activityId = (await as(owner).ok(activityEndpoints.create, { params: { tenant: firm.id }, body: meeting }))
    .id;
});
afterAll(async () => app?.close());

const ofActivity = (id: string) => ({ params: { tenant: firm.id, id } });
const calendarOf = (user: TestUser) =>
  as(user).send(activityEndpoints.calendar, {
    params: { tenant: firm.id },
    query: { from: '2026-11-23', to: '2026-11-23' },
  });
const read = (user: TestUser, id = activityId) => as(user).send(activityEndpoints.get, ofActivity(id));
const create = (user: TestUser, body: ActivityCreateInput = meeting) =>
  as(user).send(activityEndpoints.create, { params: { tenant: firm.id }, body });
const change = (user: TestUser, id: string, body: ActivityUpdateInput) =>
  as(user).send(activityEndpoints.replace, { ...ofActivity(id), body });
const setProgress = (user: TestUser, id: string) =>
  as(user).send(activityEndpoints.setProgress, { ...ofActivity(id), body: { value: 100 } });
const remove = (user: TestUser, id: string) => as(user).send(activityEndpoints.remove, ofActivity(id));
/** The activity as its author sees it, notes included. */
const asStored = async (id: string, author = owner) => (await read(author, id)).json() as Activity;

describe('calendar permissions', () => {
  it('lets a viewer read the calendar and an activity, but not create one', async () => {
    const calendar = await calendarOf(members.viewer);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().items).toContainEqual(expect.objectContaining({ id: activityId }));
    expect((await read(members.viewer)).statusCode).toBe(200);
    expect((await create(members.viewer)).statusCode).toBe(403);
  });

  it('shows a guest, who holds no calendar permission, neither the calendar nor an activity', async () => {
    expect((await calendarOf(members.guest)).statusCode).toBe(403);
    expect((await read(members.guest)).statusCode).toBe(403);
    expect((await create(members.guest)).statusCode).toBe(403);
  });
});

describe('other members’ activities', () => {
  it('are changed, progressed and deleted only by an administrator, and stay as they were otherwise', async () => {
    const before = await asStored(activityId);
    for (const member of [members.user, members.viewer, members.guest]) {
      expect((await change(member, activityId, { title: 'Kapad' })).statusCode).toBe(403);
      expect((await setProgress(member, activityId)).statusCode).toBe(403);
      expect((await remove(member, activityId)).statusCode).toBe(403);
    }
    expect(await asStored(activityId)).toEqual(before);

    const theirs = (await create(members.user)).json() as Activity;
    const changed = await change(owner, theirs.id, { title: 'Ändrad av ägaren' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Ändrad av ägaren', user: { id: members.user.id } });
    expect((await setProgress(owner, theirs.id)).statusCode).toBe(200);
    expect((await remove(owner, theirs.id)).statusCode).toBe(204);
  });

  it('are not created in, nor moved to, another member’s calendar without being an administrator', async () => {
    const own = (await create(members.user)).json() as Activity;
    const before = await asStored(own.id, members.user);
    expect((await create(members.user, { ...meeting, userId: owner.id })).statusCode).toBe(403);
    expect((await change(members.user, own.id, { userId: owner.id })).statusCode).toBe(403);
    expect(await asStored(own.id, members.user)).toEqual(before);

    const planned = await create(owner, { ...meeting, userId: members.user.id });
    expect(planned.statusCode).toBe(201);
    expect(planned.json().user).toMatchObject({ id: members.user.id });
  });
});

describe('private notes', () => {
  it('are shown to their author only, and changed by nobody else', async () => {
    const planned = await create(owner, {
      ...meeting,
      userId: members.user.id,
      notes: 'Nyckeln under mattan',
    });
    const id = (planned.json() as Activity).id;
    expect(planned.json().notes).toBe('Nyckeln under mattan');
    expect((await read(members.user, id)).json().notes).toBeNull();
    expect((await read(members.viewer, id)).json().notes).toBeNull();

    const refused = await change(members.user, id, { notes: 'Mina egna' });
    expect(refused.statusCode).toBe(403);
    expect((await asStored(id)).notes).toBe('Nyckeln under mattan');

    // The activity's user changes everything else, and the author's notes stay.
    const changed = await change(members.user, id, { title: 'Besiktning', progress: 50 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Besiktning', progress: 50, notes: null });
    expect((await asStored(id)).notes).toBe('Nyckeln under mattan');
  });

  it('and the user survive a change that leaves them out', async () => {
    const planned = await create(owner, { ...meeting, userId: members.user.id, notes: 'Ring först' });
    const id = (planned.json() as Activity).id;
    const changed = await change(owner, id, { title: 'Ny rubrik' });
    expect(changed.json()).toMatchObject({
      title: 'Ny rubrik',
      notes: 'Ring först',
      user: { id: members.user.id },
    });
  });
});

describe('a change', () => {
  it('is judged with the stored times, and a refused one changes nothing', async () => {
    const before = await asStored(activityId);
    const refused = await change(owner, activityId, { stopTime: '2026-11-23T08:00:00+01:00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['body.stopTime']);
    expect((await change(owner, activityId, { userId: 'not-a-uuid' })).json().errors).toHaveProperty([
      'body.userId',
    ]);
    expect(await asStored(activityId)).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let firm: { id: string };
let owner: TestUser;
/** A member who may only read, and a guest, who holds no calendar permission. */
let members: { viewer: TestUser; guest: TestUser };
let activityId: string;

const meeting = {
  startTime: '2026-11-23T09:00:00+01:00',
  stopTime: '2026-11-23T10:00:00+01:00',
  title: 'Genomgång med mäklaren',
};

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  ({ firm, owner, members } = await buildFirmWithMembers(app, ['viewer', 'guest']));
  activityId = (await as(owner).ok(activityEndpoints.create, { params: { tenant: firm.id }, body: meeting }))
    .id;
});
afterAll(async () => app?.close());

const calendarOf = (user: TestUser) =>
  as(user).send(activityEndpoints.calendar, {
    params: { tenant: firm.id },
    query: { from: '2026-11-23', to: '2026-11-23' },
  });
const read = (user: TestUser) =>
  as(user).send(activityEndpoints.get, { params: { tenant: firm.id, id: activityId } });
const create = (user: TestUser) =>
  as(user).send(activityEndpoints.create, { params: { tenant: firm.id }, body: meeting });

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

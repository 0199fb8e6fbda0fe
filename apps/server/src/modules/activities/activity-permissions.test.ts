import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let viewer: TestUser;
let guest: TestUser;
let firm: { id: string };
let activityId: string;

const meeting = {
  startTime: '2026-11-23T09:00:00+01:00',
  stopTime: '2026-11-23T10:00:00+01:00',
  title: 'Genomgång med mäklaren',
};

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  viewer = await buildUser(app);
  guest = await buildUser(app);
  firm = await buildTenant(app, owner, {
    members: [
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  const created = await app.inject({
    method: 'POST',
    url: `/${firm.id}/v1/activity`,
    headers: owner.auth,
    payload: meeting,
  });
  expect(created.statusCode).toBe(201);
  activityId = created.json().id;
});
afterAll(async () => app?.close());

const read = (user: TestUser, path: string) =>
  app.inject({ method: 'GET', url: `/${firm.id}/v1/activity${path}`, headers: user.auth });
const create = (user: TestUser) =>
  app.inject({ method: 'POST', url: `/${firm.id}/v1/activity`, headers: user.auth, payload: meeting });

describe('calendar permissions', () => {
  it('lets a viewer read the calendar and an activity, but not create one', async () => {
    const calendar = await read(viewer, '?from=2026-11-23&to=2026-11-23');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().items).toContainEqual(expect.objectContaining({ id: activityId }));
    expect((await read(viewer, `/${activityId}`)).statusCode).toBe(200);
    expect((await create(viewer)).statusCode).toBe(403);
  });

  it('shows a guest, who holds no calendar permission, neither the calendar nor an activity', async () => {
    expect((await read(guest, '?from=2026-11-23&to=2026-11-23')).statusCode).toBe(403);
    expect((await read(guest, `/${activityId}`)).statusCode).toBe(403);
    expect((await create(guest)).statusCode).toBe(403);
  });
});

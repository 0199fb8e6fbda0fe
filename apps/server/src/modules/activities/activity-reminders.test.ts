import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import type { LiveMessage, Notification } from '@syna/contracts/notification';
import type { ActivityCreateInput } from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { activities } from './activities.tables.ts';

let app: FastifyInstance;
let owner: TestUser;
let firm: { id: string };

beforeAll(async () => {
  app = await createTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  owner = await buildUser(app, { name: 'Adam Lind' });
  firm = await buildTenant(app, owner);
});
afterAll(async () => app?.close());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createActivity(title: string, body: Record<string, unknown>) {
  return callerFactory(app)(owner).ok(activityEndpoints.create, {
    params: { tenant: firm.id },
    body: { title, ...body } as ActivityCreateInput,
  });
}

async function reminders(title: string): Promise<Notification[]> {
  const { items } = await callerFactory(app)(owner).ok(notificationEndpoints.list, {
    params: { tenant: firm.id },
  });
  return items.filter((item) => item.subject === title);
}

/** Waits until the reminder job's moment plus the queue's polling and a margin has passed. */
const pastDue = (startTime: string) => sleep(Math.max(0, Date.parse(startTime) - Date.now()) + 4_000);

describe('activity reminders', () => {
  it('delivers a reminder live at its time, once, linking to the calendar on that date', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const messages: LiveMessage[] = [];
    const socket = new WebSocket(
      `${address.replace('http', 'ws')}/${firm.id}/v1/notifications/live?session=reminder-test`,
      { headers: { cookie: `JWT=${owner.token}` }, origin: address },
    );
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as LiveMessage));
    const startTime = inSeconds(2);
    await createActivity('Ring kunden', {
      startTime,
      stopTime: inSeconds(600),
      reminder: 0,
      location: 'Kontoret',
    });
    expect(await reminders('Ring kunden')).toEqual([]);

    await pastDue(startTime);
    const delivered = await reminders('Ring kunden');
    expect(delivered).toHaveLength(1);
    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(startTime),
    );
    expect(delivered[0]).toMatchObject({
      category: 'REMINDER',
      attributes: { route: `/${firm.id}?view=calendar&date=${date}` },
    });
    expect(delivered[0]!.body).toContain('Kontoret');
    expect(messages).toContainEqual(
      expect.objectContaining({
        type: 'notification',
        notification: expect.objectContaining({ subject: 'Ring kunden' }),
      }),
    );
    socket.close();

    await sleep(2_000);
    expect(await reminders('Ring kunden')).toHaveLength(1);
  });

  it('forgets the old reminder when the time changes, and reminds of none for a cancelled or deleted activity', async () => {
    const startTime = inSeconds(2);
    const moved = await createActivity('Flyttat möte', { startTime, stopTime: inSeconds(600), reminder: 0 });
    const cancelled = await createActivity('Inställt möte', {
      startTime,
      stopTime: inSeconds(600),
      reminder: 0,
    });
    const deleted = await createActivity('Borttaget möte', {
      startTime,
      stopTime: inSeconds(600),
      reminder: 0,
    });
    const asOwner = callerFactory(app)(owner);
    const put = await asOwner.send(activityEndpoints.replace, {
      params: { tenant: firm.id, id: moved.id },
      body: { title: 'Flyttat möte', startTime: inSeconds(3600), stopTime: inSeconds(7200), reminder: 0 },
    });
    expect(put.statusCode).toBe(200);
    const cancel = await asOwner.send(activityEndpoints.setProgress, {
      params: { tenant: firm.id, id: cancelled.id },
      body: { value: -1 },
    });
    expect(cancel.statusCode).toBe(200);
    const remove = await asOwner.send(activityEndpoints.remove, {
      params: { tenant: firm.id, id: deleted.id },
    });
    expect(remove.statusCode).toBe(204);

    await pastDue(startTime);
    expect(await reminders('Flyttat möte')).toEqual([]);
    expect(await reminders('Inställt möte')).toEqual([]);
    expect(await reminders('Borttaget möte')).toEqual([]);
  });

  it('sends no reminder whose time had already passed when the activity was created', async () => {
    await createActivity('Redan påbörjat', {
      startTime: inSeconds(-60),
      stopTime: inSeconds(600),
      reminder: 15,
    });
    await sleep(3_000);
    expect(await reminders('Redan påbörjat')).toEqual([]);
  });

  it('reminds of a repeating activity’s next occurrence after firing', async () => {
    // Started yesterday, daily: the next reminder is today's occurrence, in two seconds.
    const startTime = new Date(Date.now() - 86_400_000 + 2_000).toISOString();
    const daily = await createActivity('Daglig avstämning', {
      startTime,
      stopTime: new Date(Date.parse(startTime) + 900_000).toISOString(),
      reminder: 0,
      repeat: 'daily',
    });
    await pastDue(new Date(Date.parse(startTime) + 86_400_000).toISOString());
    expect(await reminders('Daglig avstämning')).toHaveLength(1);
    const [row] = await app.database.withTenant({ tenantId: firm.id }, (tx) =>
      tx.select().from(activities).where(eq(activities.id, daily.id)),
    );
    // The pending reminder is now tomorrow's occurrence.
    expect(row!.remindAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(row!.remindedAt).toBeInstanceOf(Date);
  });
});

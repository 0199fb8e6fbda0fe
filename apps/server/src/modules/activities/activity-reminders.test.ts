import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import type { LiveMessage, Notification } from '@syna/contracts/notification';
import type { ActivityCreateInput } from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { activities } from './activities.tables.ts';
import { ACTIVITY_REMINDER_JOB } from './activity-reminders.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
  const owner = await buildUser(app, { name: 'Adam Lind' });
  const firm = await buildTenant(app, owner);
  return { app, owner, firm };
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
/**
 * How far ahead a reminder is set: far enough that creating the activity is done before it falls
 * due, even on a busy machine (a reminder whose time has passed at creation is never sent).
 */
const LEAD_SECONDS = 5;
/** How long a due reminder may take to fire: the queue's polling and its retries, on a busy machine. */
const FIRING = { timeout: 60_000, interval: 100 } as const;

/**
 * Waits until the reminder job of each activity due by `dueBy` has run to its end, whether it sent
 * a reminder or found it stale: after that, no reminder for that moment can come any more.
 */
async function remindersRun(activityIds: string[], dueBy: string): Promise<void> {
  await expect
    .poll(async () => {
      const { rows } = await world.app.database.ownerSql(
        `SELECT count(DISTINCT data->>'activityId')::int AS finished FROM pgboss.job
          WHERE name = $1 AND data->>'activityId' = ANY($2) AND start_after <= $3 AND state = 'completed'`,
        [ACTIVITY_REMINDER_JOB, activityIds, dueBy],
      );
      return rows[0]!.finished;
    }, FIRING)
    .toBe(activityIds.length);
}

async function createActivity(title: string, body: Record<string, unknown>) {
  return callerFactory(world.app)(world.owner).ok(activityEndpoints.create, {
    params: { tenant: world.firm.id },
    body: { title, ...body } as ActivityCreateInput,
  });
}

async function reminders(title: string): Promise<Notification[]> {
  const { items } = await callerFactory(world.app)(world.owner).ok(notificationEndpoints.list, {
    params: { tenant: world.firm.id },
  });
  return items.filter((item) => item.subject === title);
}

/** The reminder jobs of an activity, still in the outbox or already in the queue. */
async function reminderJobs(activityId: string): Promise<number> {
  const { rows } = await world.app.database.ownerSql(
    `SELECT (SELECT count(*) FROM job_outbox WHERE name = $1 AND data->>'activityId' = $2)
          + (SELECT count(*) FROM pgboss.job WHERE name = $1 AND data->>'activityId' = $2) AS jobs`,
    [ACTIVITY_REMINDER_JOB, activityId],
  );
  return Number(rows[0]!.jobs);
}

// Each test waits for a reminder to fall due and fire, which a busy machine may take long over.
describe('activity reminders', { timeout: 120_000 }, () => {
  it('delivers a reminder live at its time, once, linking to the calendar on that date', async () => {
    const address = await world.app.listen({ port: 0, host: '127.0.0.1' });
    const messages: LiveMessage[] = [];
    const socket = new WebSocket(
      `${address.replace('http', 'ws')}/${world.firm.id}/v1/notifications/live?session=reminder-test`,
      { headers: { cookie: `JWT=${world.owner.token}` }, origin: address },
    );
    const ready = new Promise((resolve) => socket.once('message', resolve));
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as LiveMessage));
    await ready;
    const startTime = inSeconds(LEAD_SECONDS);
    const activity = await createActivity('Ring kunden', {
      startTime,
      stopTime: inSeconds(600),
      reminder: 0,
      location: 'Kontoret',
    });

    const liveSubjects = () =>
      messages.flatMap((message) => (message.type === 'notification' ? [message.notification.subject] : []));
    await expect.poll(liveSubjects, FIRING).toContain('Ring kunden');
    await remindersRun([activity.id], startTime);
    const delivered = await reminders('Ring kunden');
    expect(delivered).toHaveLength(1);
    const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(startTime),
    );
    const calendar = `/${world.firm.id}?view=calendar&date=${date}`;
    expect(delivered[0]).toMatchObject({
      category: 'REMINDER',
      icon: 'calendar',
      attributes: { route: calendar },
      action: { label: 'Visa i kalendern', route: calendar },
    });
    expect(delivered[0]!.body).toContain('Kontoret');
    // Not before its time: the database made it once the moment had come.
    expect(Date.parse(delivered[0]!.created)).toBeGreaterThanOrEqual(Date.parse(startTime));
    expect(liveSubjects()).toEqual(['Ring kunden']);
    socket.close();
  });

  it('forgets the old reminder when the time changes, and reminds of none for a cancelled or deleted activity', async () => {
    // Six requests change the activities before the reminders fall due.
    const startTime = inSeconds(2 * LEAD_SECONDS);
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
    const asOwner = callerFactory(world.app)(world.owner);
    const put = await asOwner.send(activityEndpoints.replace, {
      params: { tenant: world.firm.id, id: moved.id },
      body: { title: 'Flyttat möte', startTime: inSeconds(3600), stopTime: inSeconds(7200), reminder: 0 },
    });
    expect(put.statusCode).toBe(200);
    const cancel = await asOwner.send(activityEndpoints.setProgress, {
      params: { tenant: world.firm.id, id: cancelled.id },
      body: { value: -1 },
    });
    expect(cancel.statusCode).toBe(200);
    const remove = await asOwner.send(activityEndpoints.remove, {
      params: { tenant: world.firm.id, id: deleted.id },
    });
    expect(remove.statusCode).toBe(204);

    await remindersRun([moved.id, cancelled.id, deleted.id], startTime);
    expect(await reminders('Flyttat möte')).toEqual([]);
    expect(await reminders('Inställt möte')).toEqual([]);
    expect(await reminders('Borttaget möte')).toEqual([]);
  });

  it('sends no reminder whose time had already passed when the activity was created', async () => {
    const started = await createActivity('Redan påbörjat', {
      startTime: inSeconds(-60),
      stopTime: inSeconds(600),
      reminder: 15,
    });
    // No reminder is pending and no job asked for, so none can ever come.
    const [row] = await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      tx.select().from(activities).where(eq(activities.id, started.id)),
    );
    expect(row!.remindAt).toBeNull();
    expect(await reminderJobs(started.id)).toBe(0);
    expect(await reminders('Redan påbörjat')).toEqual([]);
  });

  it('reminds of a repeating activity’s next occurrence after firing', async () => {
    // Started yesterday, daily: the next reminder is today's occurrence, in a few seconds.
    const startTime = new Date(Date.now() - 86_400_000 + LEAD_SECONDS * 1000).toISOString();
    const daily = await createActivity('Daglig avstämning', {
      startTime,
      stopTime: new Date(Date.parse(startTime) + 900_000).toISOString(),
      reminder: 0,
      repeat: 'daily',
    });
    await remindersRun([daily.id], new Date(Date.parse(startTime) + 86_400_000).toISOString());
    expect(await reminders('Daglig avstämning')).toHaveLength(1);
    const [row] = await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      tx.select().from(activities).where(eq(activities.id, daily.id)),
    );
    // The pending reminder is now tomorrow's occurrence.
    expect(row!.remindAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(row!.remindedAt).toBeInstanceOf(Date);
  });
});

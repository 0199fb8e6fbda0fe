import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { NOTIFICATION_CHANNEL } from '../src/modules/notifications/index.ts';
import { listenerApplicationName } from '../src/platform/db/reconnecting-listener.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { companyBody } from './support/contact-factories.ts';
import { submitOrder } from './support/order-factories.ts';
import { callerFactory, type ApiCaller } from './support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { openLiveSocket } from './support/live-socket.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import { freshDatabaseConfig, testConfig } from './support/test-app.ts';

/**
 * The server outlives its database: PostgreSQL ends every connection (as on `pg_ctl stop -m fast`)
 * and then refuses new ones for a while, under a stream of writes. The server must stay up, answer
 * 503 with Retry-After during the outage, recover by itself, listen again and lose no write it
 * acknowledged. The database is reached through a relay the test can cut, so other test files
 * sharing the same server are not disturbed.
 */
const onServer = process.env.DATABASE_URL !== undefined;

describe.skipIf(!onServer)('a database that restarts', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let databaseName: string;
  let user: TestUser;
  let owner: ApiCaller;
  let firm: { id: string; name: string };

  beforeAll(async () => {
    const database = await freshDatabaseConfig();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const url = new URL(database.url);
    databaseName = url.pathname.slice(1);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    app = await buildApp(
      testConfig(
        { ...database, url: url.toString() },
        { jobs: { workers: true, pollingIntervalSeconds: 0.5 } },
      ),
    );
    user = await buildUser(app);
    firm = await buildTenant(app, user);
    owner = callerFactory(app)(user);
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await admin?.end();
  });

  /** Ends every connection of the app's database, as an administrator's fast shutdown does (57P01). */
  async function restartBegins(): Promise<void> {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    await proxy.cut();
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Waits until the database answers again through the app. */
  async function restartEnds(): Promise<number> {
    await proxy.restore();
    const backAt = Date.now();
    while ((await listContacts()).statusCode !== 200 && Date.now() - backAt < 5_000) await sleep(100);
    return Date.now() - backAt;
  }

  const listContacts = () => owner.send(contactEndpoints.search, { params: { tenant: firm.id }, body: {} });

  it('bounds how long a request may hold its connection', async () => {
    const limits = await app.database.withTenant({ tenantId: firm.id }, (tx) =>
      queryRows<{ statement: string; idle: string }>(
        tx,
        sql`SELECT current_setting('statement_timeout') AS statement,
                   current_setting('idle_in_transaction_session_timeout') AS idle`,
      ),
    );
    expect(limits).toEqual([{ statement: '30s', idle: '1min' }]);
  });

  it('answers 503 while the database is away, recovers within 5 s and keeps every acknowledged write', async () => {
    const notified: string[] = [];
    const unlisten = await app.database.listen('syna_outage_probe', {
      notified: (payload) => notified.push(payload),
    });

    // Writers keep creating contacts through the outage; each answer is kept.
    let writing = true;
    const answers: { status: number; id?: string }[] = [];
    const writer = async (index: number) => {
      for (let round = 0; writing; round += 1) {
        const response = await owner.send(contactEndpoints.create, {
          params: { tenant: firm.id },
          body: companyBody({ companyName: `Skrivare ${index}-${round} AB` }),
        });
        answers.push({ status: response.statusCode, id: response.json<{ id?: string }>().id });
        if (response.statusCode === 503) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 300));

    await restartBegins();
    const askedAt = Date.now();
    const during = await listContacts();
    expect(Date.now() - askedAt).toBeLessThan(4_000);
    expect(during.statusCode).toBe(503);
    expect(during.headers['content-type']).toContain('application/problem+json');
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
    // A limited route counts its hit in the database: it answers as the others do.
    const order = await submitOrder(app, firm.id, { privacyAccepted: true });
    expect(order.statusCode).toBe(503);
    expect(order.headers['content-type']).toContain('application/problem+json');
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

    await sleep(1_000);
    expect(await restartEnds()).toBeLessThanOrEqual(5_000);
    expect((await listContacts()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await Promise.all(writers);

    // Only "created" or "try again": never a server error, never a hang.
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201, 503]));
    const acknowledged = answers.filter((answer) => answer.status === 201);
    for (const { id } of acknowledged) {
      const stored = await owner.send(contactEndpoints.get, { params: { tenant: firm.id, id: id! } });
      expect(stored.statusCode, `acknowledged contact ${id}`).toBe(200);
    }

    // The LISTEN connection came back by itself: a notification sent now arrives.
    const sentAt = Date.now();
    while (notified.length === 0 && Date.now() - sentAt < 5_000) {
      await admin.query("SELECT pg_notify('syna_outage_probe', 'tillbaka')");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(notified).toContain('tillbaka');
    await unlisten();
  });

  it('fires a reminder that fell due during the outage once, and delivers it live when the subscription is back', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const listenAs = (member: TestUser, tenantId: string) =>
      openLiveSocket(address, tenantId, member, 'outage-test');
    // A member of another firm listens on the same server copy, with a reminder of their own.
    const neighbour = await buildUser(app);
    const neighbourFirm = await buildTenant(app, neighbour);
    const members = [
      {
        caller: owner,
        tenantId: firm.id,
        subject: 'Besiktning efter avbrottet',
        live: await listenAs(user, firm.id),
      },
      {
        caller: callerFactory(app)(neighbour),
        tenantId: neighbourFirm.id,
        subject: 'Grannens besiktning',
        live: await listenAs(neighbour, neighbourFirm.id),
      },
    ];
    for (const { caller, tenantId, subject } of members)
      await caller.ok(activityEndpoints.create, {
        params: { tenant: tenantId },
        body: {
          title: subject,
          startTime: new Date(Date.now() + 1_500).toISOString(),
          stopTime: new Date(Date.now() + 3_600_000).toISOString(),
          reminder: 0,
        },
      });

    // The notification hub's subscription stays away after the database is back, so the reminders
    // are created and announced while nobody listens: their announcements are lost for certain.
    proxy.refuseApplication(listenerApplicationName(NOTIFICATION_CHANNEL));
    await restartBegins();
    await sleep(3_000);
    await restartEnds();

    const reminders = async ({ caller, tenantId, subject }: (typeof members)[number]) =>
      (await caller.ok(notificationEndpoints.list, { params: { tenant: tenantId } })).items.filter(
        (item) => item.subject === subject,
      );
    for (const member of members) {
      const waitedFrom = Date.now();
      while ((await reminders(member)).length === 0 && Date.now() - waitedFrom < 15_000) await sleep(250);
      expect(await reminders(member)).toHaveLength(1);
      expect(member.live.subjects()).toEqual([]);
    }

    // The subscription comes back and the hub sends each member what they missed: once, and only theirs.
    proxy.refuseApplication(null);
    const waitedFrom = Date.now();
    while (members.some(({ live }) => live.subjects().length === 0) && Date.now() - waitedFrom < 10_000)
      await sleep(100);
    await sleep(1_000);
    for (const member of members) {
      expect(member.live.subjects()).toEqual([member.subject]);
      expect(await reminders(member)).toHaveLength(1);
      member.live.socket.close();
    }
  });
});

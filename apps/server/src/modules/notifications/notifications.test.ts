import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LIVE_SOCKET_CLOSE, type LiveMessage } from '@syna/contracts/notification';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import type { NotificationCreate } from '@syna/contracts/notification';
import { callerFactory } from '../../../test/support/api-client.ts';
import {
  createTestApp,
  freshDatabaseConfig,
  signAccessToken,
  testConfig,
} from '../../../test/support/test-app.ts';
import { buildApp } from '../../app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { SERVER_ROOT } from '../../paths.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { sendNotice } from './index.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const admin = await buildUser(app, { name: 'Adam Lind' });
  const inspector = await buildUser(app, { name: 'Ulla Ström' });
  const colleague = await buildUser(app, { name: 'Kalle Berg' });
  const stranger = await buildUser(app);
  const firm = await buildTenant(app, admin, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: colleague, roles: ['user'] },
    ],
  });
  const otherFirm = await buildTenant(app, stranger);
  return { app, as, admin, inspector, colleague, stranger, firm, otherFirm };
});

const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofNotification = (id: string) => ({ params: { tenant: world.firm.id, id } });
const send = (to: TestUser, subject: string, extra: Partial<NotificationCreate> = {}) =>
  world.as(world.admin).send(notificationEndpoints.send, {
    ...inFirm(),
    body: { userId: to.id, subject, body: 'Besiktningen är flyttad', category: 'REMINDER', ...extra },
  });

const list = (user: TestUser) => world.as(user).send(notificationEndpoints.list, inFirm());

describe('notifications over REST', () => {
  it('lists the caller’s own notifications newest first with the unread count', async () => {
    await send(world.inspector, 'Första');
    await send(world.inspector, 'Andra', { route: '/norrbesikt/inspections/12' });
    await send(world.colleague, 'Till Kalle');
    const body = (await list(world.inspector)).json();
    expect(body.items.map((item: { subject: string }) => item.subject)).toEqual(['Andra', 'Första']);
    expect(body.unread).toBe(2);
    expect(body.items[0]).toMatchObject({
      read: false,
      category: 'REMINDER',
      body: 'Besiktningen är flyttad',
      attributes: { route: '/norrbesikt/inspections/12' },
    });
  });

  it('marks a notification read when opened, and only the owner can open it', async () => {
    const [newest] = (await list(world.inspector)).json().items;
    const byColleague = await world
      .as(world.colleague)
      .send(notificationEndpoints.markRead, ofNotification(newest.id));
    expect(byColleague.statusCode).toBe(404);
    const opened = await world
      .as(world.inspector)
      .send(notificationEndpoints.markRead, ofNotification(newest.id));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().read).toBe(true);
    expect((await list(world.inspector)).json().unread).toBe(1);
  });

  it('removes one, then all, leaving other users’ notifications alone', async () => {
    const [newest] = (await list(world.inspector)).json().items;
    const removed = await world
      .as(world.inspector)
      .send(notificationEndpoints.remove, ofNotification(newest.id));
    expect(removed.statusCode).toBe(204);
    expect((await list(world.inspector)).json().total).toBe(1);
    const cleared = await world.as(world.inspector).send(notificationEndpoints.removeAll, inFirm());
    expect(cleared.statusCode).toBe(204);
    expect((await list(world.inspector)).json()).toMatchObject({ items: [], total: 0, unread: 0 });
    expect((await list(world.colleague)).json().total).toBe(1);
  });

  it('refuses a notification to someone outside the organisation, and from a non-admin', async () => {
    const outside = await send(world.stranger, 'Hej');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toHaveProperty(['body.userId']);
    const fromUser = await world.as(world.inspector).send(notificationEndpoints.send, {
      ...inFirm(),
      body: { userId: world.colleague.id, subject: 'Hej' },
    });
    expect(fromUser.statusCode).toBe(403);
    const badCategory = await send(world.colleague, 'Hej', { category: 'INFO' as never });
    expect(badCategory.statusCode).toBe(400);
    expect((await list(world.colleague)).json().total).toBe(1);
  });
});

describe('a notification’s icon, action and attachments', () => {
  const fileUrl = (tenant = world.firm.id) =>
    `/${tenant}/v1/inspections/inspections/7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3/files/0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d`;

  it('stores and returns them as sent', async () => {
    const action = { label: 'Öppna uppdraget', route: `/${world.firm.id}/inspections/12` };
    const attachments = [
      { name: 'Besiktningsprotokoll 2026-0001 v1.pdf', url: fileUrl() },
      { name: 'Logotyp.png', url: `/${world.firm.id}/v1/content/assets/logo-1.png` },
    ];
    const sent = await send(world.colleague, 'Rapporten är klar', { icon: 'report', action, attachments });
    expect(sent.statusCode).toBe(201);
    const [newest] = (await list(world.colleague)).json().items;
    expect(newest).toMatchObject({ id: sent.json().id, icon: 'report', action, attachments });
  });

  it('refuses an action or attachment that leads outside the firm’s app (400 with field errors), storing nothing', async () => {
    const before = (await list(world.colleague)).json().total;
    const refusals: [Partial<NotificationCreate>, string][] = [
      [{ action: { label: 'Öppna', route: 'https://evil.example/login' } }, 'body.action.route'],
      [{ action: { label: 'Öppna', route: '//evil.example/login' } }, 'body.action.route'],
      [{ action: { label: 'Öppna', route: '/\\evil.example' } }, 'body.action.route'],
      [{ action: { label: ' ', route: '/acme' } }, 'body.action.label'],
      [{ action: { label: 'x'.repeat(61), route: '/acme' } }, 'body.action.label'],
      [{ route: 'javascript:alert(1)' }, 'body.route'],
      [
        { attachments: [{ name: 'Rapport.pdf', url: 'https://evil.example/rapport.pdf' }] },
        'body.attachments.0.url',
      ],
      [
        { attachments: [{ name: 'Rapport.pdf', url: `/${world.firm.id}/v1/vb/admin/profile` }] },
        'body.attachments.0.url',
      ],
      [{ attachments: [{ name: '', url: fileUrl() }] }, 'body.attachments.0.name'],
      [
        { attachments: Array.from({ length: 11 }, () => ({ name: 'Rapport.pdf', url: fileUrl() })) },
        'body.attachments',
      ],
      // The shape of the firm's own files, but another firm's.
      [{ attachments: [{ name: 'Rapport.pdf', url: fileUrl('annan-firma') }] }, 'body.attachments.0.url'],
    ];
    for (const [extra, field] of refusals) {
      const response = await send(world.colleague, 'Hej', extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(response.json().errors), JSON.stringify(extra)).toContain(field);
    }
    expect((await list(world.colleague)).json().total).toBe(before);
  });

  it('answers 404 for another firm’s notification, and leaves it as it was', async () => {
    const [theirs] = (await list(world.colleague)).json().items;
    const strangerFirm = (
      await world
        .as(world.stranger)
        .send(notificationEndpoints.list, { params: { tenant: world.otherFirm.id } })
    ).statusCode;
    expect(strangerFirm).toBe(200);
    const inOwnFirm = { params: { tenant: world.otherFirm.id, id: theirs.id } };
    expect((await world.as(world.stranger).send(notificationEndpoints.markRead, inOwnFirm)).statusCode).toBe(
      404,
    );
    expect((await world.as(world.stranger).send(notificationEndpoints.remove, inOwnFirm)).statusCode).toBe(
      404,
    );
    const [still] = (await list(world.colleague)).json().items;
    expect(still).toMatchObject({ id: theirs.id, read: false });
  });
});

/** Opens the live socket and collects its messages; `host` names the public address, as a load balancer does. */
async function openLive(baseUrl: string, user: TestUser, tenant = world.firm.id, host?: string) {
  const messages: LiveMessage[] = [];
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/${tenant}/v1/notifications/live?session=tab-${Date.now()}`,
    {
      headers: { cookie: `JWT=${user.token}`, ...(host ? { host } : {}) },
      origin: host ? `http://${host}` : baseUrl,
    },
  );
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as LiveMessage));
  const nextMessage = async (predicate: (message: LiveMessage) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no matching live message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, nextMessage };
}

describe('live notifications', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await world.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a new notification to the recipient’s open socket only', async () => {
    const inspectorLive = await openLive(baseUrl, world.inspector);
    const colleagueLive = await openLive(baseUrl, world.colleague);
    await inspectorLive.nextMessage((message) => message.type === 'ready');
    await colleagueLive.nextMessage((message) => message.type === 'ready');
    expect((await send(world.inspector, 'Live till Ulla')).statusCode).toBe(201);
    const message = await inspectorLive.nextMessage((candidate) => candidate.type === 'notification');
    expect(message).toMatchObject({
      type: 'notification',
      notification: { subject: 'Live till Ulla', read: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(colleagueLive.messages.filter((candidate) => candidate.type === 'notification')).toEqual([]);
    inspectorLive.socket.close();
    colleagueLive.socket.close();
  });

  it('delivers a notice to several users, stored at once, to each one’s own socket', async () => {
    const inspectorLive = await openLive(baseUrl, world.inspector);
    const colleagueLive = await openLive(baseUrl, world.colleague);
    await inspectorLive.nextMessage((message) => message.type === 'ready');
    await colleagueLive.nextMessage((message) => message.type === 'ready');
    await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      sendNotice({ tx, tenantId: world.firm.id, publicUrl: null }, [world.inspector.id, world.colleague.id], {
        kind: 'newOrder',
        subject: { key: 'organisation.newOrder', values: { number: 'B2026-0042' } },
        body: 'Karin Lundqvist, Storgatan 12',
        icon: 'order',
        open: null,
      }),
    );
    for (const live of [inspectorLive, colleagueLive]) {
      const message = await live.nextMessage((candidate) => candidate.type === 'notification');
      expect(message).toMatchObject({
        notification: { subject: 'Ny beställning B2026-0042', body: 'Karin Lundqvist, Storgatan 12' },
      });
    }
    const ids = [inspectorLive, colleagueLive].map((live) =>
      live.messages.flatMap((message) => (message.type === 'notification' ? [message.notification.id] : [])),
    );
    expect(ids.map((own) => own.length)).toEqual([1, 1]);
    expect(ids[0]![0]).not.toBe(ids[1]![0]);
    inspectorLive.socket.close();
    colleagueLive.socket.close();
  });

  it('refuses a socket without a token, and one for an organisation the caller is not in', async () => {
    const anonymous = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/${world.firm.id}/v1/notifications/live?session=abcdefgh`,
    );
    const [, response] = (await once(anonymous, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(response.statusCode).toBe(401);
    const foreign = new WebSocket(
      `${baseUrl.replace('http', 'ws')}/${world.firm.id}/v1/notifications/live?session=abcdefgh`,
      { headers: { cookie: `JWT=${world.stranger.token}` }, origin: baseUrl },
    );
    const [, refused] = (await once(foreign, 'unexpected-response')) as [unknown, { statusCode: number }];
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a socket the cookie alone opens from another site, and takes the token in the header', async () => {
    const liveUrl = `${baseUrl.replace('http', 'ws')}/${world.firm.id}/v1/notifications/live?session=origin-test`;
    for (const origin of ['https://evil.example', undefined]) {
      const crossSite = new WebSocket(liveUrl, {
        headers: { cookie: `JWT=${world.inspector.token}` },
        ...(origin ? { origin } : {}),
      });
      const [, refused] = (await once(crossSite, 'unexpected-response')) as [unknown, { statusCode: number }];
      expect(refused.statusCode, String(origin)).toBe(403);
    }
    const withHeader = new WebSocket(liveUrl, { headers: world.inspector.auth });
    const [opened] = (await once(withHeader, 'message')) as [Buffer];
    expect(JSON.parse(opened.toString())).toMatchObject({ type: 'ready' });
    withHeader.close();
  });

  it('closes a socket with 4401 when the token that opened it expires', async () => {
    const token = await signAccessToken(world.app, world.inspector, { expiresInSeconds: 2 });
    const live = await openLive(baseUrl, { ...world.inspector, token });
    await live.nextMessage((message) => message.type === 'ready');
    const connected = world.app.notificationHub.connectionCount();
    const started = Date.now();
    const [code, reason] = (await once(live.socket, 'close')) as [number, Buffer];
    expect(code).toBe(LIVE_SOCKET_CLOSE.tokenExpired);
    expect(reason.toString()).toBe('token expired');
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => world.app.notificationHub.connectionCount()).toBe(connected - 1);
    // What arrives after the expiry is not delivered to it.
    expect((await send(world.inspector, 'Efter utgången')).statusCode).toBe(201);
    expect(live.messages.filter((message) => message.type === 'notification')).toEqual([]);
  });
});

describe('several server copies on one PostgreSQL database', () => {
  const onServer = process.env.DATABASE_URL !== undefined;
  let process2: ChildProcess | null = null;
  let firstApp: FastifyInstance | null = null;
  afterAll(async () => {
    process2?.kill('SIGTERM');
    await firstApp?.close();
  });

  it.skipIf(!onServer)(
    'delivers a notification created on one server to a socket held by another process',
    async () => {
      const database = await freshDatabaseConfig();
      if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
      firstApp = await buildApp(testConfig(database));
      const owner = await buildUser(firstApp);
      const reader = await buildUser(firstApp);
      const shared = await buildTenant(firstApp, owner, { members: [{ user: reader, roles: ['user'] }] });

      process2 = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: firstApp.config.publicUrl,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      const address = await new Promise<string>((resolve, reject) => {
        // Started from its sources: compiling them takes long on a machine busy with other tests.
        const timer = setTimeout(() => reject(new Error(`second server did not start: ${output}`)), 90_000);
        process2!.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
      });

      // Both copies serve one PUBLIC_URL: the second redirects any other host there.
      const live = await openLive(address, reader, shared.id, new URL(firstApp.config.publicUrl).host);
      await live.nextMessage((message) => message.type === 'ready');
      const created = await callerFactory(firstApp)(owner).send(notificationEndpoints.send, {
        params: { tenant: shared.id },
        body: { userId: reader.id, subject: 'Från den första servern' },
      });
      expect(created.statusCode).toBe(201);
      const message = await live.nextMessage((candidate) => candidate.type === 'notification', 10_000);
      expect(message).toMatchObject({ notification: { subject: 'Från den första servern' } });
      live.socket.close();
    },
  );
});

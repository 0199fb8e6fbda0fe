import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { LIVE_SOCKET_CLOSE } from '@syna/contracts/notification';
import { buildApp } from '../src/app.ts';
import { buildCompany, pdfFile } from './support/contact-factories.ts';
import { SERVER_ROOT } from '../src/paths.ts';
import { callerFactory } from './support/api-client.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { startSlowUpload } from './support/slow-upload.ts';
import { freshDatabaseConfig, testConfig } from './support/test-app.ts';

/**
 * `SIGTERM` stops the server as an orchestrator expects: no new connections, the request under way
 * (a slow upload) finishes and is stored, live sockets are told to reconnect (1012), and the
 * process ends by itself. The server runs as its own process (`src/main.ts`) on a PostgreSQL
 * database a second, in-test copy prepares.
 */
const onServer = process.env.DATABASE_URL !== undefined;

/** `src/main.ts` as its own process on `databaseUrl`, with `environment` added; resolves once it listens. */
async function startServerProcess(
  databaseUrl: string,
  publicUrl: string,
  environment: Record<string, string> = {},
): Promise<{ server: ChildProcess; address: URL }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'syna-shutdown-')),
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const address = await new Promise<URL>((resolve, reject) => {
    // Started from its sources: compiling them takes long on a machine busy with other tests.
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 90_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(new URL(match[1]!));
      }
    });
  });
  return { server, address };
}

describe.skipIf(!onServer)('stopping the server', () => {
  let server: ChildProcess | null = null;
  let preparer: FastifyInstance | null = null;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await preparer?.close();
  });

  /**
   * A firm with a member and a company contact, prepared by an in-test copy, and the server as its
   * own process on the same database, with `environment` added.
   */
  async function firmOnItsOwnServer(environment: Record<string, string> = {}) {
    const database = await freshDatabaseConfig();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const app = await buildApp(testConfig(database));
    preparer = app;
    const user = await buildUser(app);
    const firm = await buildTenant(app, user);
    const contact = await buildCompany(callerFactory(app)(user), firm);
    const publicUrl = app.config.publicUrl;
    const started = await startServerProcess(database.url, publicUrl, environment);
    server = started.server;
    return { app, user, firm, contact, publicUrl, host: new URL(publicUrl).host, started };
  }

  it('drains first when told to: not ready, still answering, each connection closed, then exits', async () => {
    // Reached as through a balancer: fetch cannot name the public host, a balancer's header can.
    const { app, user, firm, contact, host, started } = await firmOnItsOwnServer({
      SHUTDOWN_DRAIN_SECONDS: '2',
      TRUST_PROXY: 'loopback',
    });
    const viaBalancer = { 'x-forwarded-host': host, 'x-forwarded-proto': 'http' };
    const at = (route: string) => new URL(route, started.address);
    expect((await fetch(at('/health/ready'), { headers: viaBalancer })).status).toBe(200);

    const exited = once(started.server, 'exit') as Promise<[number | null, string | null]>;
    const stoppedAt = Date.now();
    started.server.kill('SIGTERM');
    await vi.waitFor(async () =>
      expect((await fetch(at('/health/ready'), { headers: viaBalancer })).status).toBe(503),
    );
    const ready = await fetch(at('/health/ready'), { headers: viaBalancer });
    expect(ready.headers.get('content-type')).toContain('application/problem+json');
    expect(((await ready.json()) as { detail: string }).detail).toBe(
      'Servern stängs av och tar inte emot nya förfrågningar',
    );
    // Still serving the firm, and asking the client to take its next request elsewhere.
    const files = await fetch(
      at(endpointUrl(contactEndpoints.files, { params: { tenant: firm.id, id: contact.id } })),
      { headers: { ...user.auth, ...viaBalancer } },
    );
    expect(files.status).toBe(200);
    expect(files.headers.get('connection')).toBe('close');
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(2_000);
    server = null;
    await app.close();
    preparer = null;
  });

  it('finishes the upload under way, tells live sockets to reconnect and exits', async () => {
    const { app, user, firm, contact, host, publicUrl, started } = await firmOnItsOwnServer();
    const address = started.address;

    const socket = new WebSocket(
      `ws://${address.host}/${firm.id}/v1/notifications/live?session=shutdown-test`,
      { headers: { cookie: `JWT=${user.token}`, host }, origin: publicUrl },
    );
    const closed = once(socket, 'close') as Promise<[number, Buffer]>;
    await once(socket, 'message');

    const upload = await startSlowUpload(
      address,
      endpointUrl(contactEndpoints.uploadFile, { params: { tenant: firm.id, id: contact.id } }),
      { ...user.auth, host },
      pdfFile('Under nedstängning.pdf'),
    );

    const exited = once(started.server, 'exit') as Promise<[number | null, string | null]>;
    started.server.kill('SIGTERM');
    const [code] = await closed;
    expect(code).toBe(LIVE_SOCKET_CLOSE.serverRestart);
    // No new connections once it is stopping.
    await expect(fetch(new URL('/health/live', address))).rejects.toThrow();

    upload.finish();
    expect((await upload.answer).status).toBe(201);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    server = null;
    const files = await callerFactory(app)(user).ok(contactEndpoints.files, {
      params: { tenant: firm.id, id: contact.id },
    });
    expect(files.items.map((file) => file.filename)).toEqual(['Under nedstängning.pdf']);
  });
});

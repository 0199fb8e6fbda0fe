import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe.skipIf(!onServer)('stopping the server', () => {
  let server: ChildProcess | null = null;
  let preparer: FastifyInstance | null = null;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await preparer?.close();
  });

  it('finishes the upload under way, tells live sockets to reconnect and exits', async () => {
    const database = await freshDatabaseConfig();
    if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    preparer = await buildApp(testConfig(database));
    const user = await buildUser(preparer);
    const firm = await buildTenant(preparer, user);
    const contact = await buildCompany(callerFactory(preparer)(user), firm);
    const publicUrl = preparer.config.publicUrl;
    const host = new URL(publicUrl).host;

    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'syna-shutdown-')),
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const address = await new Promise<URL>((resolve, reject) => {
      // Started from its sources: compiling them takes long on a machine busy with other tests.
      const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 90_000);
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(new URL(match[1]!));
        }
      });
    });

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

    const exited = once(server, 'exit') as Promise<[number | null, string | null]>;
    server.kill('SIGTERM');
    const [code] = await closed;
    expect(code).toBe(LIVE_SOCKET_CLOSE.serverRestart);
    // No new connections once it is stopping.
    await expect(fetch(new URL('/health/live', address))).rejects.toThrow();

    upload.finish();
    expect((await upload.answer).status).toBe(201);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    server = null;
    const files = await callerFactory(preparer)(user).ok(contactEndpoints.files, {
      params: { tenant: firm.id, id: contact.id },
    });
    expect(files.items.map((file) => file.filename)).toEqual(['Under nedstängning.pdf']);
  });
});

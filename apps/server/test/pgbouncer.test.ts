import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { buildApp } from '../src/app.ts';
import type { DatabaseConfig } from '../src/config.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { callerFactory, type ApiCaller } from './support/api-client.ts';
import { companyBody } from './support/contact-factories.ts';
import { databaseUrlFor } from './support/database-url.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { openLiveSocket } from './support/live-socket.ts';
import { PgBouncer } from './support/pgbouncer.ts';
import { freshDatabaseConfig, testConfig } from './support/test-app.ts';

/**
 * The server behind PgBouncer in transaction mode (Debian's package), with three server
 * connections for many more clients: consecutive transactions of different firms run on the same
 * server connections, so anything a transaction left on its session would reach the next firm.
 * The work that holds a session (migrations under their lock, the job queue, LISTEN) goes straight
 * to PostgreSQL through the direct URL.
 */
const onServer = process.env.DATABASE_URL !== undefined;
const SERVER_CONNECTIONS = 3;
const CONTACTS_PER_FIRM = 24;

type PostgresConfig = Extract<DatabaseConfig, { kind: 'postgres' }>;

describe.skipIf(!onServer)('the server behind PgBouncer in transaction mode', () => {
  let bouncer: PgBouncer;
  let database: PostgresConfig;
  let app: FastifyInstance;
  let direct: pg.Client;
  const firms: { user: TestUser; caller: ApiCaller; id: string; tag: string }[] = [];

  /** The app's config: requests and system work through PgBouncer, the direct URL to the server. */
  const behindBouncer = (config: PostgresConfig): PostgresConfig => ({
    ...config,
    url: bouncer.urlFor(config.url),
    directUrl: config.url,
    poolSize: 10,
  });

  beforeAll(async () => {
    const fresh = await freshDatabaseConfig();
    if (fresh.kind !== 'postgres') throw new Error('needs PostgreSQL');
    database = fresh;
    const server = new URL(database.url);
    bouncer = await PgBouncer.start({
      target: { host: server.hostname, port: Number(server.port || 5432) },
      users: [decodeURIComponent(server.username)],
      poolSize: SERVER_CONNECTIONS,
    });
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    app = await buildApp(
      testConfig(behindBouncer(database), { jobs: { workers: true, pollingIntervalSeconds: 0.5 } }),
    );
    for (const tag of ['Norr', 'Söder']) {
      const user = await buildUser(app);
      const firm = await buildTenant(app, user);
      firms.push({ user, caller: callerFactory(app)(user), id: firm.id, tag });
    }
  });

  afterAll(async () => {
    await app?.close();
    await direct?.end();
    await bouncer?.stop();
  });

  const search = (firm: (typeof firms)[number]) =>
    firm.caller.ok(contactEndpoints.search, { params: { tenant: firm.id }, body: { pageSize: 50 } });

  it('keeps every firm to its own rows over shared server connections, and keeps every write', async () => {
    // Both firms write at once, interleaved.
    const created = await Promise.all(
      Array.from({ length: CONTACTS_PER_FIRM * 2 }, (_, index) => {
        const firm = firms[index % 2]!;
        return firm.caller
          .ok(contactEndpoints.create, {
            params: { tenant: firm.id },
            body: companyBody({ companyName: `${firm.tag} ${index} AB` }),
          })
          .then(({ id }) => ({ firm, id }));
      }),
    );

    // Many reads of both firms at once, each with another firm's reads before and after it on
    // the same server connections: each sees its own firm's contacts, all of them, and no other's.
    const rounds = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const firm = firms[index % 2]!;
        return { firm, names: (await search(firm)).items.map((contact) => contact.name) };
      }),
    );
    for (const { firm, names } of rounds) {
      expect(names).toHaveLength(CONTACTS_PER_FIRM);
      expect(names.every((name) => name.startsWith(`${firm.tag} `))).toBe(true);
    }
    // Nor can a firm open the other's contact by its id.
    const strangers = await Promise.all(
      created.slice(0, 20).map(({ firm, id }) => {
        const other = firms.find((candidate) => candidate !== firm)!;
        return other.caller.send(contactEndpoints.get, { params: { tenant: other.id, id } });
      }),
    );
    expect(strangers.map((response) => response.statusCode)).toEqual(Array(20).fill(404));

    // The writes are kept: read back straight from the server, past PgBouncer.
    const { rows } = await direct.query<{ tenant_id: string; count: number }>(
      `SELECT tenant_id, count(*)::integer AS count FROM contacts
        WHERE tenant_id = ANY($1) GROUP BY tenant_id ORDER BY tenant_id`,
      [firms.map((firm) => firm.id)],
    );
    expect(rows).toEqual(
      firms
        .map((firm) => ({ tenant_id: firm.id, count: CONTACTS_PER_FIRM }))
        .sort((a, b) => a.tenant_id.localeCompare(b.tenant_id)),
    );

    // All that ran on PgBouncer's three server connections, which keep nothing of it: three
    // transactions at once get all three, and each finds the login role's defaults.
    const admin = new pg.Client({
      connectionString: databaseUrlFor(bouncer.urlFor(database.url), 'pgbouncer'),
    });
    await admin.connect();
    const servers = await admin.query<{ database: string }>('SHOW SERVERS');
    await admin.end();
    const databaseName = new URL(database.url).pathname.slice(1);
    const ours = servers.rows.filter((server) => server.database === databaseName);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.length).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    const sessions = await Promise.all(
      Array.from({ length: SERVER_CONNECTIONS }, () => leftOnSession(bouncer.urlFor(database.url))),
    );
    const [login] = (await direct.query<{ user: string }>('SELECT current_user AS user')).rows;
    expect(sessions).toEqual(
      Array(SERVER_CONNECTIONS).fill({
        user: login!.user,
        tenant: null,
        role: 'none',
        statement_timeout: '0',
      }),
    );
  });

  it('runs jobs and delivers their notifications to a live socket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = await Promise.all(
      firms.map((firm) => openLiveSocket(address, firm.id, firm.user, 'pgbouncer-test')),
    );
    // A reminder is a job that falls due at the activity's start and notifies its owner.
    for (const firm of firms)
      await firm.caller.ok(activityEndpoints.create, {
        params: { tenant: firm.id },
        body: {
          title: `Påminnelse ${firm.tag}`,
          startTime: new Date(Date.now() + 1_000).toISOString(),
          stopTime: new Date(Date.now() + 3_600_000).toISOString(),
          reminder: 0,
        },
      });
    const waitedFrom = Date.now();
    while (sockets.some((socket) => socket.subjects().length === 0) && Date.now() - waitedFrom < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    firms.forEach((firm, index) => {
      expect(sockets[index]!.subjects()).toEqual([`Påminnelse ${firm.tag}`]);
      sockets[index]!.socket.close();
    });
  });

  it('migrates an empty database through the direct connection', async () => {
    const name = `${databaseName(database)}_empty`;
    await direct.query(`CREATE DATABASE ${name}`);
    const empty = { ...database, url: databaseUrlFor(database.url, name) };
    const fresh = await buildApp(testConfig(behindBouncer(empty)));
    try {
      expect((await fresh.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    const applied = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    await client.end();
    const known = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    expect(applied.rows.map((row) => row.name)).toEqual(known);
  });

  it('refuses to start with its session work behind PgBouncer, naming the setting', async () => {
    await expect(
      buildApp(testConfig({ ...database, url: bouncer.urlFor(database.url), poolSize: 2 })),
    ).rejects.toThrow(/DATABASE_DIRECT_URL must reach PostgreSQL itself/);
  });
});

function databaseName(config: PostgresConfig): string {
  return new URL(config.url).pathname.slice(1);
}

/** What a bare transaction through PgBouncer finds on its server connection, which it holds a moment. */
async function leftOnSession(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      user: string;
      tenant: string | null;
      role: string;
      statement_timeout: string;
    }>(
      `SELECT current_user AS user, nullif(current_setting('app.tenant_id', true), '') AS tenant,
              current_setting('role') AS role, current_setting('statement_timeout') AS statement_timeout`,
    );
    await client.query('SELECT pg_sleep(0.3)');
    await client.query('COMMIT');
    return rows[0];
  } finally {
    await client.end();
  }
}

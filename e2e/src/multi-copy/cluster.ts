import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startBuiltServer, type RunningServer } from '@syna/server-process';
import { startNginx, type RunningNginx } from '@syna/server-process/nginx';
import { startObjectStore, type TestObjectStore } from '../../../apps/server/test/support/object-store.ts';
import { startMailbox } from '../support/mailbox.ts';

/** The PostgreSQL server the suite makes its own database on (CI names it in TEST_POSTGRES_URL). */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One server copy: where it listens, and whether it runs right now. */
export interface Copy {
  name: string;
  port: number;
  /** Its own address, past the balancer (a test pins a request to this copy with `copyHeaders`). */
  url: string;
  running: RunningServer | null;
  /** Its data folder, kept across a kill and a start (its own temporary files; the data are shared). */
  dataDir: string;
}

/** Two or three copies of the built server on one database and one bucket, behind nginx. */
export interface Cluster {
  /** The balancer's address: the PUBLIC_URL users reach. */
  baseUrl: string;
  copies: Copy[];
  nginx: RunningNginx;
  /** A query on the suite's database as its superuser (past row-level security). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** The messages the copies delivered to `address` through SMTP, in order, raw. */
  mailsTo(address: string): string[];
  /**
   * Starts a copy again on its port, as an operator or supervisor does after it died; on the
   * build whose `dist/main.js` is `entry` (the next release) when given.
   */
  start(copy: Copy, entry?: string): Promise<void>;
  /** Kills a copy with SIGKILL: no graceful shutdown, connections cut. */
  kill(copy: Copy): Promise<void>;
  /** Stops a copy gracefully (SIGTERM), as a rolling restart does. */
  stop(copy: Copy): Promise<void>;
  close(): Promise<void>;
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the suite's cluster: a database of its own, s3rver with one bucket, a mailbox, nginx in
 * front of `count` copies. The copies start one after the other: the first migrates and seeds the
 * demo, the others find both done (a database with a tenant is never seeded).
 */
export async function startCluster(count: number): Promise<Cluster> {
  const databaseName = `syna_multicopy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(`CREATE DATABASE ${databaseName}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(databaseName), max: 2 });
  const store: TestObjectStore = await startObjectStore();
  const mailbox = await startMailbox();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const nginx = await startNginx(ports);
  const copies: Copy[] = await Promise.all(
    ports.map(async (port, index) => ({
      name: String.fromCharCode(65 + index),
      port,
      url: `http://127.0.0.1:${port}`,
      running: null,
      dataDir: await mkdtemp(path.join(tmpdir(), 'syna-multi-copy-')),
    })),
  );
  const environment = {
    ...process.env,
    DATABASE_URL: databaseUrl(databaseName),
    DATABASE_POOL_SIZE: '5',
    S3_BUCKET: store.config.bucket,
    S3_ENDPOINT: store.config.endpoint!,
    S3_FORCE_PATH_STYLE: '1',
    // nginx on loopback is the copies' one proxy: its X-Forwarded-For names the client.
    TRUST_PROXY: 'loopback',
    SMTP_URL: mailbox.smtpUrl,
    // The suite signs in several times from 127.0.0.1 within a minute.
    LOGIN_RATE_LIMIT: '1000',
  };
  const start = async (copy: Copy, entry?: string) => {
    copy.running = await startBuiltServer({
      entry,
      hostname: '127.0.0.1',
      port: copy.port,
      publicUrl: nginx.baseUrl,
      purpose: `multi-copy-${copy.name}`,
      dataDir: copy.dataDir,
      environment,
    });
  };
  const close = async () => {
    await Promise.all(copies.map((copy) => copy.running?.stop()));
    await Promise.all(copies.map((copy) => rm(copy.dataDir, { recursive: true, force: true })));
    await nginx.stop();
    await mailbox.stop();
    await store.close();
    await pool.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  };
  // A copy that does not start (the product not built) leaves nothing running behind it.
  try {
    for (const copy of copies) await start(copy);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    baseUrl: nginx.baseUrl,
    copies,
    nginx,
    async query<Row>(text: string, values: unknown[] = []) {
      return (await pool.query(text, values)).rows as Row[];
    },
    mailsTo(address) {
      return readdirSync(mailbox.folder)
        .sort()
        .map(
          (name) =>
            JSON.parse(readFileSync(path.join(mailbox.folder, name), 'utf8')) as {
              to: string[];
              raw: string;
            },
        )
        .filter((mail) => mail.to.includes(address))
        .map((mail) => mail.raw);
    },
    start,
    async kill(copy) {
      await copy.running?.kill();
      copy.running = null;
    },
    async stop(copy) {
      await copy.running?.stop();
      copy.running = null;
    },
    close,
  };
}

/**
 * Headers that let a test reach one copy directly as the balancer would: the public host in
 * X-Forwarded-Host (trusted from loopback), so that the copy answers rather than redirecting to
 * PUBLIC_URL.
 */
export function copyHeaders(cluster: Cluster, headers: Record<string, string> = {}): Record<string, string> {
  return { 'x-forwarded-host': new URL(cluster.baseUrl).host, 'x-forwarded-proto': 'http', ...headers };
}

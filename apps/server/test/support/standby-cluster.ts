import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { databaseUrlFor } from './database-url.ts';

const run = promisify(execFile);

/** Marks the line a test adds to the primary's pg_hba.conf, so that exactly it is taken out again. */
const HBA_MARK = '# syna read-replica test';

/**
 * A streaming-replication standby of the test's PostgreSQL server, made on this machine as an
 * operator makes one (docs/OPERATIONS.md, "A read replica"): a new cluster of the server's version
 * on a free port, its data folder replaced by `pg_basebackup -R` of the primary. Needs root and
 * Debian's postgresql-common; the primary must allow replication (wal_level, max_wal_senders),
 * and its pg_hba.conf replication connections from 127.0.0.1, which is added for the test's time
 * where missing (a reload, no restart) and taken out by `drop`.
 */
/** The standbys' names, and their replication slots' on the primary. */
const SLOT_PREFIX = 'syna_standby_';

export class StandbyCluster {
  private constructor(
    private readonly version: string,
    private readonly name: string,
    readonly port: number,
    private readonly addedHbaLine: { file: string; primaryUrl: string } | null,
    private readonly primaryUrl: string,
  ) {}

  static async create(primaryUrl: string): Promise<StandbyCluster> {
    const primary = await settingsOf(primaryUrl);
    if (!['replica', 'logical'].includes(primary.wal_level!) || Number(primary.max_wal_senders) < 1) {
      throw new Error(
        `The primary cannot feed a standby (wal_level=${primary.wal_level}, max_wal_senders=${primary.max_wal_senders}); changing that needs a restart`,
      );
    }
    const version = String(Math.floor(Number(primary.server_version_num) / 10_000));
    const addedHbaLine = (await replicationAllowed(primaryUrl))
      ? null
      : await allowReplication(primaryUrl, primary.hba_file!);
    // A test killed before it dropped its standby leaves its slot, which would keep WAL for ever.
    await queryOnce(
      primaryUrl,
      `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots
        WHERE slot_name LIKE '${SLOT_PREFIX}%' AND NOT active`,
    );
    const name = `${SLOT_PREFIX}${randomUUID().slice(0, 8)}`;
    const port = await freePort();
    const standby = new StandbyCluster(version, name, port, addedHbaLine, primaryUrl);
    try {
      // A hot standby must allow at least what its primary does.
      const matching = ['max_connections', 'max_worker_processes', 'max_prepared_transactions']
        .concat(['max_locks_per_transaction', 'max_wal_senders'])
        .flatMap((setting) => ['-o', `${setting}=${primary[setting]}`]);
      await run('pg_createcluster', [version, name, '-p', String(port), '--start-conf=manual', ...matching]);
      const dataDir = `/var/lib/postgresql/${version}/${name}`;
      await writeFile(
        `/etc/postgresql/${version}/${name}/pg_hba.conf`,
        'local all all trust\nhost all all 127.0.0.1/32 trust\n',
      );
      // Reserving WAL from now on, before the backup's checkpoint (pg_basebackup's own `-C`
      // reserves it only once its stream starts, which a busy primary outruns).
      await queryOnce(primaryUrl, `SELECT pg_create_physical_replication_slot('${name}', true)`);
      // Emptied, not removed: its parent is root's, and pg_basebackup runs as postgres.
      for (const entry of await readdir(dataDir)) {
        await rm(path.join(dataDir, entry), { recursive: true, force: true });
      }
      const { hostname, port: primaryPort } = new URL(primaryUrl);
      await run('runuser', [
        ...['-u', 'postgres', '--', `/usr/lib/postgresql/${version}/bin/pg_basebackup`],
        ...['-h', hostname, '-p', primaryPort || '5432', '-U', 'postgres', '-D', dataDir],
        // The slot made above keeps the WAL the backup and then the standby still need: without
        // one, a primary busy with other tests recycles it first.
        ...['-R', '-X', 'stream', '--checkpoint=fast', '-S', name],
      ]);
      await standby.start();
      return standby;
    } catch (error) {
      await standby.drop();
      throw error;
    }
  }

  /** The standby's address of a database of the primary. */
  urlOf(database: string): string {
    return databaseUrlFor(`postgres://postgres@127.0.0.1:${this.port}/postgres`, database);
  }

  async start(): Promise<void> {
    await this.ctl('start');
    // Accepting connections, in recovery: a hot standby.
    for (let tries = 0; ; tries += 1) {
      try {
        const [row] = await this.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
        if (row?.standby) return;
        throw new Error(`cluster ${this.name} is not in recovery`);
      } catch (error) {
        if (tries >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  stop(): Promise<void> {
    return this.ctl('stop');
  }

  /** Stops applying the primary's changes (it still receives them): what it answers stays as it is. */
  async pauseReplay(): Promise<void> {
    await this.query('SELECT pg_wal_replay_pause()');
  }

  async resumeReplay(): Promise<void> {
    await this.query('SELECT pg_wal_replay_resume()');
  }

  /** Waits until the standby has replayed the primary's WAL position `position`. */
  async replayed(position: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await this.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1 AS done', [
        position,
      ]);
      if (row?.done) return;
      if (Date.now() > deadline) throw new Error(`the standby has not replayed ${position}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: this.urlOf('postgres') });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  /** Removes the cluster, and the primary's replication line if this standby added it. */
  async drop(): Promise<void> {
    // Stopped as it was started, outside systemd, which would not know it; then removed.
    await this.stop().catch(() => undefined);
    await run('pg_dropcluster', ['--stop', this.version, this.name]).catch(() => undefined);
    await queryOnce(
      this.primaryUrl,
      `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '${this.name}'`,
    ).catch(() => undefined);
    if (!this.addedHbaLine) return;
    const { file, primaryUrl } = this.addedHbaLine;
    const kept = (await readFile(file, 'utf8'))
      .split('\n')
      .filter((line) => !line.endsWith(HBA_MARK))
      .join('\n');
    await writeFile(file, kept);
    await queryOnce(primaryUrl, 'SELECT pg_reload_conf()');
  }

  private async ctl(action: 'start' | 'stop'): Promise<void> {
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', this.version, this.name, action]);
  }
}

async function queryOnce<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function settingsOf(url: string): Promise<Record<string, string>> {
  const rows = await queryOnce<{ name: string; setting: string }>(
    url,
    `SELECT name, setting FROM pg_settings
      WHERE name IN ('wal_level', 'max_wal_senders', 'hba_file', 'server_version_num', 'max_connections',
                     'max_worker_processes', 'max_prepared_transactions', 'max_locks_per_transaction')`,
  );
  return Object.fromEntries(rows.map(({ name, setting }) => [name, setting]));
}

/** True when the primary takes a physical replication connection (as pg_basebackup makes) as postgres. */
async function replicationAllowed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, replication: true } as pg.ClientConfig);
  try {
    await client.connect();
    await client.query('IDENTIFY_SYSTEM');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Lets replication connections in from 127.0.0.1 (trust, as the tests' other connections). */
async function allowReplication(
  primaryUrl: string,
  file: string,
): Promise<{ file: string; primaryUrl: string }> {
  const text = await readFile(file, 'utf8');
  await writeFile(file, `${text.replace(/\n?$/, '\n')}host replication all 127.0.0.1/32 trust ${HBA_MARK}\n`);
  await queryOnce(primaryUrl, 'SELECT pg_reload_conf()');
  return { file, primaryUrl };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

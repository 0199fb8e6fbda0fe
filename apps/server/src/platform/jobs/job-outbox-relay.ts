import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../db/database.ts';
import { JOB_OUTBOX_CHANNEL } from './job-outbox.ts';

/** Requests moved per transaction. */
const BATCH_SIZE = 100;
/** A safety net for announcements missed while the LISTEN connection was down. */
const SWEEP_INTERVAL_MS = 30_000;

interface OutboxRow {
  id: string;
  name: string;
  data: Record<string, unknown>;
  start_after: string | Date | null;
  singleton_key: string | null;
}

/**
 * Moves committed job requests from `job_outbox` into pg-boss: when a request is announced, at
 * start, and every half minute. Each batch is taken and sent in one transaction, so a request
 * becomes exactly one job even with several server copies (`SKIP LOCKED`).
 */
export class JobOutboxRelay {
  private unlisten: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly database: Database,
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    // Requests announced while the connection was down are moved as soon as it is back.
    this.unlisten = await this.database.listen(JOB_OUTBOX_CHANNEL, {
      notified: () => this.drain(),
      resubscribed: () => this.drain(),
    });
    this.timer = setInterval(() => this.drain(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.drain();
    await this.running;
  }

  /** Starts a drain, or asks the running one to go round once more. */
  private drain(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.moveAll()
      .catch((error: unknown) => this.log.error({ err: error }, 'moving job requests failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          this.drain();
        }
      });
  }

  private async moveAll(): Promise<void> {
    while ((await this.moveBatch()) === BATCH_SIZE);
  }

  private moveBatch(): Promise<number> {
    return this.database.asSystem(async (tx) => {
      const rows = await queryRows<OutboxRow>(
        tx,
        sql`DELETE FROM job_outbox WHERE id IN (
              SELECT id FROM job_outbox ORDER BY created_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
            RETURNING id, name, data, start_after, singleton_key`,
      );
      const db = transactionDb(tx);
      for (const row of rows) {
        await this.boss.send(row.name, row.data, {
          db,
          ...(row.start_after ? { startAfter: new Date(row.start_after) } : {}),
          ...(row.singleton_key ? { singletonKey: row.singleton_key } : {}),
        });
      }
      return rows.length;
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.unlisten?.();
    this.unlisten = null;
  }
}

/** pg-boss's database interface over an open transaction: its `$n` parameters become bound values. */
function transactionDb(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const chunks = text
        .split(/\$(\d+)/)
        .map((part, index) =>
          index % 2 === 1 ? sql.param(boundValue(values[Number(part) - 1])) : sql.raw(part),
        );
      return { rows: await queryRows(tx, sql.join(chunks)) };
    },
  };
}

/** A value as both drivers bind it: unset is null, and job data (an object) travels as JSON text. */
function boundValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

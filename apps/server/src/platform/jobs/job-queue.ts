import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { JobOutboxRelay } from './job-outbox-relay.ts';

export interface JobOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job with this key (per job name). */
  singletonKey?: string;
}

/** Which try of a job this is: a handler that throws is tried again, up to `retryLimit` times. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<Data> = (data: Data, attempt: JobAttempt) => Promise<void>;

/** A queue's own settings, for jobs unlike the others. */
export interface WorkOptions {
  /**
   * How long one try may run before the queue takes it for lost and tries again; two minutes
   * unless set (a long export takes more).
   */
  expireInSeconds?: number;
}

/**
 * The durable background job queue. Handlers are registered before `start`; work inside a
 * transaction asks for jobs with `enqueueJob(tx, …)` instead of `send`, so that its jobs leave
 * only on commit (and, on PGlite, so that it does not wait for its own transaction).
 */
export interface JobQueue {
  /** Sends a job now; for callers outside any transaction. */
  send(name: string, data: object, options?: JobOptions): Promise<void>;
  /** Registers the handler of a job; job handlers do tenant work through `database.withTenant`. */
  work<Data>(name: string, handler: JobHandler<Data>, options?: WorkOptions): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Retries of a failing job, with growing delays (seconds: 10, 20, 40, …). A job whose worker lost
 * the database mid-run (the server restarted) is expired and tried again after two minutes, not
 * pg-boss's default quarter hour: every handler here takes seconds.
 */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 } as const;

/**
 * The job queue on pg-boss, in the `pgboss` schema of the same database. pg-boss runs as the
 * connecting (owner) role through `Database.ownerSql`; its tables hold only job names and ids,
 * never tenant rows.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler<unknown>; options: WorkOptions }>();
  private boss: PgBoss | null = null;
  private relay: JobOutboxRelay | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: { pollingIntervalSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  work<Data>(name: string, handler: JobHandler<Data>, options: WorkOptions = {}): void {
    if (this.boss) throw new Error(`Job handler for ${name} registered after the queue started`);
    this.handlers.set(name, { handler: handler as JobHandler<unknown>, options });
  }

  async send(name: string, data: object, options: JobOptions = {}): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not running');
    await this.boss.send(name, data, options);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.ownerSql(text, values) },
      // No cron schedules are used; leaving the clock monitor off saves its polling.
      schedule: false,
      ...RETRY,
    });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [name, { handler, options }] of this.handlers) {
      const settings = { name, ...RETRY, ...options };
      await boss.createQueue(name, settings);
      // A queue created by an earlier version keeps its old options unless they are set again.
      await boss.updateQueue(name, settings);
      await boss.work<unknown>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }).catch(
              (error: unknown) => {
                this.log.warn({ err: error, job: name, retry: job.retryCount }, 'job failed');
                throw error;
              },
            );
          }
        },
      );
    }
    this.relay = new JobOutboxRelay(this.database, boss, this.log);
    await this.relay.start();
  }

  async stop(): Promise<void> {
    await this.relay?.stop();
    this.relay = null;
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}

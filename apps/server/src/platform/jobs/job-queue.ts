import PgBoss from 'pg-boss';
import { openJob, type Job, type JobRunner, type JobScopeData } from './job-context.ts';
import { JobOutboxRelay } from './job-outbox-relay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs; modules register their handlers while they are registered. */
    jobs: JobQueue;
  }
}

export interface JobOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job with this key (per job name). */
  singletonKey?: string;
}

/** A job's handler: its work runs in the job's own transactions (`job.transaction`). */
export type JobHandler<Data extends JobScopeData> = (job: Job<Data>) => Promise<void>;

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
  /** Registers the handler of a job; it does the firm's work through `job.transaction`. */
  work<Data extends JobScopeData>(name: string, handler: JobHandler<Data>, options?: WorkOptions): void;
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
 * owner on a direct connection (`Database.directSql`); its tables hold only job names and ids,
 * never tenant rows.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler<JobScopeData>; options: WorkOptions }>();
  private boss: PgBoss | null = null;
  private relay: JobOutboxRelay | null = null;

  /** `runner`: the database, the log, and the resolver that loads a job's firm and user. */
  constructor(
    private readonly runner: JobRunner,
    private readonly options: { pollingIntervalSeconds: number },
  ) {}

  work<Data extends JobScopeData>(name: string, handler: JobHandler<Data>, options: WorkOptions = {}): void {
    if (this.boss) throw new Error(`Job handler for ${name} registered after the queue started`);
    this.handlers.set(name, { handler: handler as JobHandler<JobScopeData>, options });
  }

  async send(name: string, data: object, options: JobOptions = {}): Promise<void> {
    if (!this.boss) throw new Error('The job queue is not running');
    await this.boss.send(name, data, options);
  }

  async start(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.runner.database.directSql(text, values) },
      // No cron schedules are used; leaving the clock monitor off saves its polling.
      schedule: false,
      ...RETRY,
    });
    boss.on('error', (error) => this.runner.log.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [name, { handler, options }] of this.handlers) {
      const settings = { name, ...RETRY, ...options };
      await boss.createQueue(name, settings);
      // A queue created by an earlier version keeps its old options unless they are set again.
      await boss.updateQueue(name, settings);
      // pg-boss waits a whole polling interval after every fetch, even one that found a job: with
      // one job at a time a morning's backlog of reminders would hold a customer's confirmation
      // for a poll per mail. A worker that has just done a job is told to fetch again at once,
      // so a backlog drains as fast as its jobs run and only an empty queue waits for the poll.
      const worker: { id?: string } = {};
      worker.id = await boss.work<JobScopeData>(
        name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            const attempt = { retryCount: job.retryCount, retryLimit: job.retryLimit };
            await handler(openJob(this.runner, { name, id: job.id, data: job.data, attempt })).catch(
              (error: unknown) => {
                this.runner.log.warn({ err: error, job: name, retry: job.retryCount }, 'job failed');
                throw error;
              },
            );
          }
          if (worker.id) boss.notifyWorker(worker.id);
        },
      );
    }
    this.relay = new JobOutboxRelay(this.runner.database, boss, this.runner.log);
    await this.relay.start();
  }

  async stop(): Promise<void> {
    await this.relay?.stop();
    this.relay = null;
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.boss = null;
  }
}

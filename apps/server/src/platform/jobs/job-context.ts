import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@syna/contracts/constants';
import type { Tenant } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import type { Database, Tx } from '../db/database.ts';
import { DEFAULT_LANGUAGE } from '../http/request-language.ts';

/** What every job's data names: the firm it works for and, when a member asked for it, who. */
export interface JobScopeData {
  tenantId: string;
  /** The member the job acts for; none for the system's own work (a reminder, a removal). */
  userId?: string;
  /** The language the member asked in; the firms' default, Swedish, when none. */
  language?: Language;
  /**
   * For a job whose reads may go to the read replica (`standbyRead`): the WAL position of the
   * asker's last write when they asked, null for none. Without it every read is on the primary.
   */
  readAfter?: string | null;
}

/** Which try of a job this is: a handler that throws is tried again, up to `retryLimit` times. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

/** The acting user of a job for a member; null for the system's own work. */
export type JobActor<Data> = Data extends { userId: string } ? User : null;

/**
 * What a job's work needs inside one of its transactions, as a request's work has its
 * `RequestContext`: the firm (loaded), who acts, the transaction in the firm's scope, the language,
 * the job's logger, the clock and work that waits for the commit. Service functions take the part
 * they need (`Pick<RequestContext, 'tx' | 'tenant'>`), which this context fills as a request's does.
 */
export interface JobContext<Actor extends User | null = User | null> {
  /** One of the job's transactions, scoped to the firm and its user as a request's is. */
  tx: Tx;
  tenant: Tenant;
  user: Actor;
  language: Language;
  /** The server's logger, naming the job and its id. */
  log: FastifyBaseLogger;
  now(): Date;
  /** Work that must happen only once the transaction has committed (removing stored files). */
  afterCommit(task: () => Promise<void>): void;
  /**
   * Runs `work`, a heavy read that changes nothing (an export's rows), on the read replica when one
   * is configured and has replayed the asker's last write (the data's `readAfter`); otherwise in `tx`.
   */
  standbyRead<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * A job as its handler receives it. A job's work may outlast any sensible transaction (an
 * export, a conversion), so it opens short ones as it goes, each with its context.
 */
export interface Job<Data extends JobScopeData> {
  name: string;
  id: string;
  data: Data;
  attempt: JobAttempt;
  log: FastifyBaseLogger;
  /**
   * Runs `work` in one transaction in the firm's scope, as the job's user when it has one;
   * the work it left for after the commit runs once it has committed.
   */
  transaction<T>(work: (context: JobContext<JobActor<Data>>) => Promise<T>): Promise<T>;
}

/**
 * Loads, inside the job's scoped transaction, the firm and the acting user (null for the system).
 * The tenancy module's, given to the queue at start, as the access wall is given its resolvers.
 */
export type JobActorResolver = (
  tx: Tx,
  userId: string | null,
) => Promise<{ tenant: Tenant; user: User | null }>;

/** What a job needs from the server to open its transactions. */
export interface JobRunner {
  database: Database;
  resolveActor: JobActorResolver;
  log: FastifyBaseLogger;
}

/** The job its handler receives; also for running a handler outside the queue (tests). */
export function openJob<Data extends JobScopeData>(
  runner: JobRunner,
  job: { name: string; id: string; data: Data; attempt: JobAttempt },
): Job<Data> {
  const { tenantId, userId = null, language = DEFAULT_LANGUAGE } = job.data;
  const log = runner.log.child({ job: job.name, jobId: job.id });
  // Loaded in the job's first transaction; the firm and its user stay the job's for its run.
  let actor: Awaited<ReturnType<JobActorResolver>> | null = null;
  const { database } = runner;
  const { readAfter } = job.data;
  return {
    ...job,
    log,
    async transaction(work) {
      const waiting: (() => Promise<void>)[] = [];
      const result = await database.withTenant({ tenantId, userId }, async (tx) => {
        actor ??= await runner.resolveActor(tx, userId);
        return work({
          tx,
          tenant: actor.tenant,
          // The resolver answers a user exactly when the data names one, as `JobActor` says.
          user: actor.user as JobActor<Data>,
          language,
          log,
          now: () => new Date(),
          afterCommit: (task) => waiting.push(task),
          standbyRead: async (read) => {
            if (readAfter === undefined) return read(tx);
            const answered = await database.onReplica({ tenantId, userId }, readAfter, read);
            return answered ? answered.answer : read(tx);
          },
        });
      });
      for (const task of waiting) {
        await task().catch((error: unknown) => log.warn({ err: error }, 'work after commit failed'));
      }
      return result;
    },
  };
}

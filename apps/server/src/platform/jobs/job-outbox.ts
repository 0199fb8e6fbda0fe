import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';

/** The channel that tells every server copy "a job request was committed". */
export const JOB_OUTBOX_CHANNEL = 'syna_job_outbox';

/** A job to run in the background; its data names the tenant it works for. */
export interface JobRequest {
  name: string;
  data: Record<string, unknown>;
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job with this key (per job name). */
  singletonKey?: string;
}

/**
 * The statement that stores job requests, `rows` giving each one's name and data (a VALUES list
 * or a SELECT), and wakes the relay, in one: the wake-up is a `pg_notify` in its RETURNING, which
 * PostgreSQL delivers once, at commit, however many rows ask it.
 */
export const jobRequests = (rows: SQL, columns: SQL = sql`(name, data)`) =>
  sql`INSERT INTO job_outbox ${columns} ${rows} RETURNING pg_notify(${JOB_OUTBOX_CHANNEL}, '')`;

/**
 * Asks for a job as part of the caller's transaction: the request is stored in `job_outbox` and
 * reaches the job queue only if the transaction commits, so a rolled-back request asks for
 * nothing. The server moves committed requests into the queue at once (see JobQueue).
 */
export async function enqueueJob(tx: Tx, job: JobRequest): Promise<void> {
  await tx.execute(
    jobRequests(
      sql`VALUES (${job.name}, ${JSON.stringify(job.data)}::jsonb, ${job.startAfter?.toISOString() ?? null}::timestamptz,
                  ${job.singletonKey ?? null})`,
      sql`(name, data, start_after, singleton_key)`,
    ),
  );
}

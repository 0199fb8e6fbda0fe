import { sql } from 'drizzle-orm';
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
 * Asks for a job as part of the caller's transaction: the request is stored in `job_outbox` and
 * reaches the job queue only if the transaction commits, so a rolled-back request asks for
 * nothing. The server moves committed requests into the queue at once (see JobQueue).
 */
export async function enqueueJob(tx: Tx, job: JobRequest): Promise<void> {
  await tx.execute(
    sql`INSERT INTO job_outbox (name, data, start_after, singleton_key)
        VALUES (${job.name}, ${JSON.stringify(job.data)}::jsonb, ${job.startAfter?.toISOString() ?? null}::timestamptz,
                ${job.singletonKey ?? null})`,
  );
  await tx.execute(sql`SELECT pg_notify(${JOB_OUTBOX_CHANNEL}, '')`);
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  openJob,
  type Job,
  type JobAttempt,
  type JobScopeData,
} from '../../src/platform/jobs/job-context.ts';
import { resolveJobActor } from '../../src/modules/tenancy/index.ts';

/** A job as the queue hands it to its handler, for running the handler at once (its first try unless told). */
export function jobOf<Data extends JobScopeData>(
  app: FastifyInstance,
  name: string,
  data: Data,
  attempt: JobAttempt = { retryCount: 0, retryLimit: 5 },
): Job<Data> {
  return openJob(
    { database: app.database, resolveActor: resolveJobActor, log: app.log },
    { name, id: randomUUID(), data, attempt },
  );
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './support/test-app.ts';
import { resolveJobActor } from '../src/modules/tenancy/index.ts';
import { PgBossJobQueue } from '../src/platform/jobs/job-queue.ts';

// A queue's worker waits a polling interval after each fetch; a backlog must not wait one per job
// (a morning's reminders would otherwise hold a customer's order confirmation for many polls).

const POLL_SECONDS = 2;
const BACKLOG = 8;

describe('the job queue', () => {
  let app: FastifyInstance;
  let queue: PgBossJobQueue;
  const done: number[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    queue = new PgBossJobQueue(
      { database: app.database, resolveActor: resolveJobActor, log: app.log },
      { pollingIntervalSeconds: POLL_SECONDS },
    );
    queue.work<{ tenantId: string; position: number }>('backlog-probe', async (job) => {
      done.push(job.data.position);
    });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop();
    await app.close();
  });

  it('drains a backlog without a polling interval per job', async () => {
    const tenantId = randomUUID();
    for (let position = 1; position <= BACKLOG; position += 1) {
      await queue.send('backlog-probe', { tenantId, position });
    }
    // One job per poll would need BACKLOG × POLL_SECONDS (16 s); draining at once needs about one poll.
    await vi.waitFor(() => expect(done).toHaveLength(BACKLOG), {
      timeout: (BACKLOG / 2) * POLL_SECONDS * 1000,
      interval: 100,
    });
    expect([...done].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

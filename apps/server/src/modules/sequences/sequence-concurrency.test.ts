import { describe, expect, inject, it } from 'vitest';
import pLimit from 'p-limit';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { drawNumber } from './sequence.service.ts';

/**
 * Draws and compare-and-set calls at once. On the PostgreSQL server (CI's second run, with
 * `DATABASE_URL`) a thousand draws and two hundred calls, 25 in flight at any time: five times the test pool's
 * connections, so that every connection holds one that waits for the row's lock, and no more, so
 * that on a busy machine none outwaits the pool's connection timeout of 3 s (which would answer
 * 503 and test that instead). PGlite is
 * one session that runs transactions one after another, so there a hundred show the same properties.
 */
const onServer = inject('testDatabase').kind === 'postgres';
const PARALLEL = onServer ? 1000 : 100;
/**
 * Compare-and-set calls go through the whole HTTP pipeline (token, membership, events log); two
 * hundred already queue on the row's lock on every connection, at a fifth of the time.
 */
const PARALLEL_CALLS = onServer ? 200 : 100;
const IN_FLIGHT = 25;
/** They run beside the browser tests in CI, at a lower priority: room for a busy machine. */
const SLOW_TEST_MS = 120_000;

/** Runs `task` `count` times, keeping `IN_FLIGHT` of them going at once; the results in order. */
function inParallel<Result>(count: number, task: (index: number) => Promise<Result>): Promise<Result[]> {
  const limit = pLimit(IN_FLIGHT);
  return Promise.all(Array.from({ length: count }, (_, index) => limit(() => task(index))));
}

const world = useTwoFirms();

const newSequence = (name: string, next: number) =>
  world.as(world.owner).ok(sequenceEndpoints.create, {
    params: { tenant: world.firm.id },
    body: { name, prefix: 'R-', padding: 4, next },
  });
const peek = (id: string) =>
  world.as(world.owner).ok(sequenceEndpoints.peek, { params: { tenant: world.firm.id, id } });
/** One draw in a transaction of its own, as a request that stores a numbered record makes it. */
const drawAlone = (id: string) =>
  world.app.database.withTenant({ tenantId: world.firm.id }, (tx) => drawNumber({ tx }, id));

const consecutive = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + index);

describe('drawing numbers at once', () => {
  it(
    `gives ${PARALLEL} parallel draws ${PARALLEL} distinct consecutive numbers with no gaps`,
    async () => {
      const sequence = await newSequence('Parallella dragningar', 500);
      const drawn = await inParallel(PARALLEL, () => drawAlone(sequence.id));
      const values = drawn.map((number) => number.value).sort((a, b) => a - b);
      expect(values).toEqual(consecutive(500, PARALLEL));
      expect(new Set(drawn.map((number) => number.number)).size).toBe(PARALLEL);
      expect(drawn.find((number) => number.value === 500)!.number).toBe('R-0500');
      expect((await peek(sequence.id)).value).toBe(500 + PARALLEL);
    },
    SLOW_TEST_MS,
  );

  it('takes back the number of a transaction that rolls back, so the next draw gets it', async () => {
    const sequence = await newSequence('Återlämnade nummer', 1);
    const failure = new Error('the record could not be stored');
    await expect(
      world.app.database.withTenant({ tenantId: world.firm.id }, async (tx) => {
        expect((await drawNumber({ tx }, sequence.id)).value).toBe(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await drawAlone(sequence.id)).value).toBe(1);
  });

  it(
    `lets exactly one of ${PARALLEL_CALLS} parallel compare-and-set calls with the same old value through`,
    async () => {
      const sequence = await newSequence('Parallella ändringar', 7);
      const responses = await inParallel(PARALLEL_CALLS, (index) =>
        world.as(world.owner).send(sequenceEndpoints.next, {
          params: { tenant: world.firm.id, id: sequence.id },
          body: { old: 7, new: 1000 + index },
        }),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL_CALLS - 1);
      const winner = responses.find((response) => response.statusCode === 200)!.json();
      expect((await peek(sequence.id)).value).toBe(winner.next);
    },
    SLOW_TEST_MS,
  );
});

import { randomUUID } from 'node:crypto';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { freePort, type RunningServer } from '@syna/server-process';
import { startNginx } from '@syna/server-process/nginx';
import { BENCH_DATABASE } from './bench-database.ts';
import { GOALS } from './goals.ts';
import { busyPercent, cpuDuring, describeCpu, type CpuUse } from './cpu-use.ts';
import { httpTask, type HttpCall } from './http-task.ts';
import { runLoad } from './load-loop.ts';
import type { Measurement } from './measure.ts';
import { found } from './search-scenarios.ts';
import { BIG_FIRM } from './seed-data.ts';
import { startServer } from './server-process.ts';
import { signIn } from './sign-in.ts';

/** The mix a member sends: list pages read for each contact written. */
export const COPIES_MIX = { listPages: 3, contactsCreated: 1 };

/** How many copies the second side runs. */
const COPIES = 2;

/** One side of the scenario: its measurement, the CPU the machine and each part used, and which copies answered. */
export interface CopiesSide {
  copies: number;
  measurement: Measurement;
  cpu: CpuUse;
  /** Requests nginx sent to each copy (`127.0.0.1:port`) during the side, sign-in, samples and warm-up included. */
  perCopy: Record<string, number>;
}

/**
 * The mix of `COPIES_MIX` as each loop sends it, one request after the other: the assignment list
 * (newest first, a page of 10, as the staff app opens it) and now and then a new person contact,
 * each with a name of its own.
 */
function mixedCalls(baseUrl: string, token: string): () => HttpCall {
  const headers = { authorization: `Bearer ${token}`, 'x-client-version': '1.0.0' };
  const list: HttpCall = {
    method: 'POST',
    url: baseUrl + endpointUrl(inspectionEndpoints.search, { params: { tenant: BIG_FIRM } }),
    headers,
    body: {},
  };
  const contactUrl = baseUrl + endpointUrl(contactEndpoints.create, { params: { tenant: BIG_FIRM } });
  const cycle = COPIES_MIX.listPages + COPIES_MIX.contactsCreated;
  let sent = 0;
  return () =>
    sent++ % cycle < COPIES_MIX.listPages
      ? list
      : {
          method: 'POST',
          url: contactUrl,
          headers,
          body: { type: 'person', firstName: 'Bänk', lastName: randomUUID().slice(0, 8) },
        };
}

/** The requests of an nginx access log (`method path status upstream`) counted by the copy that answered. */
function countPerCopy(lines: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    const upstream = line.split(' ')[3] ?? '';
    counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}

/**
 * The mix through nginx in front of `copies`: a sample of a whole cycle (each answer must be a
 * 2xx, the list must find assignments), then the measured load, with the CPU used meanwhile.
 */
async function measureSide(
  copies: RunningServer[],
  port: number,
  token: () => Promise<string>,
): Promise<CopiesSide> {
  const nginx = await startNginx(
    copies.map((copy) => copy.port),
    port,
  );
  try {
    const product = httpTask(mixedCalls(nginx.baseUrl, await token()));
    try {
      found(await product.sample());
      for (let call = 1; call < COPIES_MIX.listPages + COPIES_MIX.contactsCreated; call += 1)
        await product.sample();
      const { result, cpu } = await cpuDuring(
        () => runLoad(product.task),
        copies.map((copy) => copy.pid),
        BENCH_DATABASE,
      );
      return {
        copies: copies.length,
        measurement: result,
        cpu,
        perCopy: countPerCopy(await nginx.accessLog()),
      };
    } finally {
      product.close();
    }
  } finally {
    await nginx.stop();
  }
}

/**
 * Two server copies behind nginx against one (issue 32): the copies started on the benchmark's
 * database with the balancer's address as their PUBLIC_URL, the owner signed in through it, then
 * the same mix with the same concurrency through nginx in front of the first copy alone and,
 * nginx started again on the same port, in front of both. The second copy runs idle during the
 * first side, so both sides have the same processes on the machine.
 */
export async function copiesScenario(
  database: { url: string; poolSize: number },
  owner: { email: string; password: string },
): Promise<{ one: CopiesSide; two: CopiesSide }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const copies: RunningServer[] = [];
  try {
    for (let copy = 0; copy < COPIES; copy += 1) {
      copies.push(await startServer(database, { port: await freePort(), publicUrl }));
    }
    let token: string | undefined;
    // Signed in on the first side, through the balancer, whose address the tokens are issued for.
    const signedIn = async () => (token ??= await signIn(publicUrl, owner.email, owner.password));
    const one = await measureSide(copies.slice(0, 1), port, signedIn);
    const two = await measureSide(copies, port, signedIn);
    return { one, two };
  } finally {
    await Promise.all(copies.map((copy) => copy.stop()));
  }
}

/** Above this share of its cores busy, the machine's CPU is what limits the throughput. */
const CPU_BOUND = 0.9;

/**
 * The lines printed under the scenario's figures: the CPU of each side and where it went, the
 * requests each copy answered, and what limited two copies, read from those figures.
 */
export function describeCopies(one: CopiesSide, two: CopiesSide): string[] {
  // CPU time a request cost, which a busy machine changes less than the requests per second.
  const perRequest = (cores: number, { requestsPerSecond }: Measurement) =>
    ((cores / requestsPerSecond) * 1000).toFixed(1);
  const side = ({ copies, cpu, perCopy, measurement }: CopiesSide) =>
    `${copies === 1 ? 'one copy ' : 'two copies'}: CPU ${describeCpu(cpu)}; CPU per request ` +
    `${perRequest(cpu.copies, measurement)} ms in the copies, ${perRequest(cpu.database, measurement)} ms ` +
    'in PostgreSQL; requests per copy ' +
    Object.entries(perCopy)
      .map(([copy, requests]) => `${copy} ${requests.toLocaleString('en')}`)
      .join(', ');
  const { cpu } = two;
  const limit =
    cpu.busy >= cpu.cores * CPU_BOUND
      ? `the CPU, not the number of copies: the ${cpu.cores} cores were ${busyPercent(cpu)} % busy with ` +
        'two copies, which share them with PostgreSQL, nginx, the load generator and other work; ' +
        `≥ ${GOALS.twoCopies.limit}× needs cores to spare for the second copy`
      : `not the CPU (${busyPercent(cpu)} % busy with two copies) but what the copies wait for: ` +
        'PostgreSQL (its locks, its disk) or nginx';
  return [side(one), side(two), `limit   : ${limit}`];
}

import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { startPeriodicSweep } from '../jobs/periodic-sweep.ts';

/** How often a server copy that does background work deletes the windows that ended. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** A key's window after a hit: the hits in it, this one included, and the milliseconds it has left. */
export interface CountedHit {
  hits: number;
  msLeft: number;
}

/**
 * Counts a hit on `key` in a fixed window of `windowMs` (migration 0087), shared by every server
 * copy on the database: one statement, which starts a new window when the key's last one ended.
 * Time is the database's, so copies whose clocks differ still agree. Runs as the owner outside
 * any request transaction: the counters are nobody's tenant data, and a hit must count even when
 * the request it belongs to fails. A database that cannot be reached fails the hit, which the
 * request then answers as any other during an outage (503).
 */
export async function countHit(database: Database, key: string, windowMs: number): Promise<CountedHit> {
  const { rows } = await database.ownerSql(
    `INSERT INTO rate_counters AS counter (key, window_ends_at, hits)
     VALUES ($1, now() + make_interval(secs => $2::double precision / 1000), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN counter.window_ends_at > now() THEN counter.hits + 1 ELSE 1 END,
       window_ends_at = CASE WHEN counter.window_ends_at > now()
                             THEN counter.window_ends_at ELSE excluded.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer AS ms_left`,
    [key, windowMs],
  );
  const [row] = rows as { hits: number; ms_left: number }[];
  return { hits: row!.hits, msLeft: Math.max(0, row!.ms_left) };
}

/**
 * Reserves the next turn at a provider that takes one request per `intervalMs` from the whole
 * install (the public Nominatim: one a second per application), shared by every server copy on
 * the database: one statement moves the key's next free time on by the interval and answers how
 * many milliseconds this caller waits for its turn. Turns are given in the order asked. The
 * key's row lives in the counters' table, its window ending when the last turn given has passed.
 */
export async function reserveTurn(database: Database, key: string, intervalMs: number): Promise<number> {
  const { rows } = await database.ownerSql(
    `INSERT INTO rate_counters AS counter (key, window_ends_at, hits)
     VALUES ($1, now() + make_interval(secs => $2::double precision / 1000), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = counter.hits + 1,
       window_ends_at = greatest(counter.window_ends_at, now()) + make_interval(secs => $2::double precision / 1000)
     RETURNING ceil(extract(epoch FROM window_ends_at - now()) * 1000)::integer - $2::integer AS wait_ms`,
    [key, intervalMs],
  );
  return Math.max(0, (rows[0] as { wait_ms: number }).wait_ms);
}

/** Deletes the windows that ended, which the next hit on their key would start again; answers how many went. */
export async function deleteEndedWindows(database: Database): Promise<number> {
  const { rows } = await database.ownerSql(
    `WITH ended AS (DELETE FROM rate_counters WHERE window_ends_at <= now() RETURNING 1)
     SELECT count(*)::integer AS removed FROM ended`,
  );
  return (rows[0] as { removed: number }).removed;
}

/** Deletes the ended windows at start and every ten minutes, until the server closes. */
export function startRateCounterSweep(app: FastifyInstance, database: Database): Promise<void> {
  return startPeriodicSweep(app, {
    what: 'ended rate limit windows',
    intervalMs: SWEEP_INTERVAL_MS,
    sweep: () => deleteEndedWindows(database),
    log: app.log.child({ module: 'rate-limits' }),
  });
}

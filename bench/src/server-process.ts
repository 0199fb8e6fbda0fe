import { startBuiltServer, type RunningServer } from '@syna/server-process';

/** Where a copy behind the balancer listens, and the balancer's address its users reach. */
export interface BehindBalancer {
  port: number;
  publicUrl: string;
}

/**
 * Starts the built server as `npm start` does, on a fresh data folder and either the given
 * PostgreSQL database (with a pool of `poolSize`) or, without one, the embedded database; with
 * `behind`, as one copy behind a load balancer.
 */
export function startServer(
  database: { url: string; poolSize: number } | null,
  behind?: BehindBalancer,
): Promise<RunningServer> {
  // The database is the one given here, never one inherited from the shell.
  const { DATABASE_URL: _inherited, ...environment } = process.env;
  return startBuiltServer({
    hostname: '127.0.0.1',
    purpose: behind ? 'bench-copy' : 'bench',
    ...behind,
    environment: {
      ...environment,
      ...(database && { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(database.poolSize) }),
      HOST: '127.0.0.1',
      // The scenarios name their clients in X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'loopback',
    },
  });
}

import { startBuiltServer, type RunningServer } from '@syna/server-process';

/**
 * Starts the built server as `npm start` does, on a fresh data folder and either the given
 * PostgreSQL database (with a pool of `poolSize`) or, without one, the embedded database.
 */
export function startServer(database: { url: string; poolSize: number } | null): Promise<RunningServer> {
  // The database is the one given here, never one inherited from the shell.
  const { DATABASE_URL: _inherited, ...environment } = process.env;
  return startBuiltServer({
    hostname: '127.0.0.1',
    purpose: 'bench',
    environment: {
      ...environment,
      ...(database && { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(database.poolSize) }),
      HOST: '127.0.0.1',
      // The scenarios name their clients in X-Forwarded-For, as a load balancer would.
      TRUST_PROXY: 'loopback',
    },
  });
}

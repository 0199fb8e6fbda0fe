import pg from 'pg';

/** The local server the benchmarks use when DATABASE_URL names none. */
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The benchmarks' own database on that server, dropped and made anew on every run; `BENCH_DATABASE`
 * names another, so that two runs can share a server without dropping each other's.
 */
export const BENCH_DATABASE = benchDatabaseName(process.env.BENCH_DATABASE ?? 'syna_bench');

function benchDatabaseName(name: string): string {
  // It goes into DROP DATABASE unquoted: a plain identifier only.
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE ${name} is no plain database name`);
  return name;
}

/**
 * Makes a fresh, empty `syna_bench` (or `BENCH_DATABASE`) database on the PostgreSQL server that DATABASE_URL (or the
 * local default) points at, and answers its URL, or why no server answered. The database
 * DATABASE_URL names is only connected to, never written.
 */
export async function freshBenchDatabase(): Promise<{ url: string } | { unreachable: string }> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    return { unreachable: `${redacted(serverUrl)}: ${(error as Error).message}` };
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return { url: url.toString() };
}

/** A database URL without its password, for printing. */
export function redacted(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

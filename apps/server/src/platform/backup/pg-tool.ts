import { spawn } from 'node:child_process';

/**
 * The libpq environment variable of each connection URL parameter the PostgreSQL tools are given:
 * the URL goes to pg_dump and pg_restore through their environment, never on their command line,
 * where `ps` would show its password to every user of the machine.
 */
const PARAMETER_VARIABLES: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  options: 'PGOPTIONS',
};

/** A `postgres://` URL as the libpq environment variables that say the same. */
export function connectionEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const environment: Record<string, string> = {};
  const set = (parameter: string, value: string) => {
    const variable = PARAMETER_VARIABLES[parameter];
    if (!variable) throw new Error(`The database URL's parameter ${parameter} is not supported here`);
    if (value !== '') environment[variable] = value;
  };
  // An IPv6 address is bracketed in a URL, not in libpq's PGHOST.
  set('host', decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1'));
  set('port', url.port);
  set('user', decodeURIComponent(url.username));
  set('password', decodeURIComponent(url.password));
  set('dbname', decodeURIComponent(url.pathname.slice(1)));
  for (const [parameter, value] of url.searchParams) {
    // node-postgres's own `ssl=true` is libpq's `sslmode=require`.
    if (parameter === 'ssl') set('sslmode', value === 'false' || value === '0' ? 'disable' : 'require');
    else set(parameter, value);
  }
  return environment;
}

/**
 * Runs a PostgreSQL client program (`pg_dump`, `pg_restore`) on the database of `databaseUrl`;
 * rejects with what it wrote to stderr when it fails or cannot be started.
 */
export function runPgTool(program: string, args: string[], databaseUrl: string): Promise<void> {
  const child = spawn(program, args, {
    env: { ...process.env, ...connectionEnvironment(databaseUrl) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: Buffer[] = [];
  child.stderr.on('data', (part: Buffer) => errors.push(part));
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client programs (Debian: postgresql-client) of the server's major version or newer`
            : `${program} could not be started: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${program} failed (exit code ${code}): ${Buffer.concat(errors).toString().trim()}`),
        );
    });
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How long PgBouncer may take to listen. */
const START_TIMEOUT_MS = 10_000;

/**
 * A private PgBouncer (Debian's package) in front of the PostgreSQL server at `target`: its own
 * configuration in a temporary folder, trust authentication for `users`, and `poolSize` server
 * connections per database and user in transaction mode. It refuses to run as root, so under
 * root (CI) it drops to `nobody`.
 */
export class PgBouncer {
  private constructor(
    private readonly child: ChildProcess,
    private readonly folder: string,
    readonly port: number,
  ) {}

  static async start(options: {
    target: { host: string; port: number };
    users: string[];
    poolSize: number;
  }): Promise<PgBouncer> {
    const folder = await mkdtemp(path.join(tmpdir(), 'syna-pgbouncer-'));
    const port = await freePort();
    const usersFile = path.join(folder, 'users.txt');
    await writeFile(usersFile, options.users.map((user) => `"${user}" ""\n`).join(''));
    const configFile = path.join(folder, 'pgbouncer.ini');
    await writeFile(
      configFile,
      [
        '[databases]',
        `* = host=${options.target.host} port=${options.target.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${usersFile}`,
        'pool_mode = transaction',
        `default_pool_size = ${options.poolSize}`,
        'max_client_conn = 500',
        // A test's database is dropped at the end of the run: the pool lets go of it at once.
        'server_idle_timeout = 5',
        `admin_users = ${options.users[0]}`,
      ].join('\n'),
    );
    const asRoot = process.getuid?.() === 0;
    // The user it drops to must read its configuration.
    if (asRoot) await chmod(folder, 0o755);
    const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'nobody'] : []), configFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const bouncer = new PgBouncer(child, folder, port);
    const startedAt = Date.now();
    while (!(await accepts(port))) {
      if (child.exitCode !== null || Date.now() - startedAt > START_TIMEOUT_MS) {
        await bouncer.stop();
        throw new Error(`PgBouncer did not start: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return bouncer;
  }

  /** The URL of `database` through this PgBouncer, for the user and password of `serverUrl`. */
  urlFor(serverUrl: string): string {
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGTERM');
      await exited;
    }
    await rm(this.folder, { recursive: true, force: true });
  }
}

/** A port no one listens on now (PgBouncer takes a fixed one). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

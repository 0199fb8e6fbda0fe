import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's nginx (`apt-get install nginx`); another build is named by NGINX_PATH. */
const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The response header naming the copy that answered (its address), set by the balancer. */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * The configuration docs/OPERATIONS.md shows, with loopback ports: round-robin over the copies,
 * no stickiness, WebSocket upgrades passed through, the client's address, host and scheme in
 * X-Forwarded-*. A request whose copy refused the connection goes to the next copy (nginx's
 * default `proxy_next_upstream error timeout`); one already sent to a copy that dies is retried
 * only if it is a GET or HEAD, a POST gets 502 (a client repeats it with its Idempotency-Key). No
 * kept-alive connections to the copies: a copy that stops closes its idle ones, and a POST nginx
 * sent on one at that moment would fail although the copy stopped cleanly.
 */
export function nginxConfig(
  prefix: string,
  port: number,
  copyPorts: readonly number[],
  drained: ReadonlySet<number> = new Set(),
): string {
  return `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
# A reload's old workers end once their requests are answered; held live sockets are closed after
# this (their clients reconnect), so that old workers do not stay for proxy_read_timeout.
worker_shutdown_timeout 10s;
events { worker_connections 1024; }
http {
  # Which copy answered each request, to see the requests spread over the copies.
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${prefix}/access.log upstreams;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 100m;

  upstream syna {
${copyPorts.map((copyPort) => `    server 127.0.0.1:${copyPort} max_fails=1 fail_timeout=2s${drained.has(copyPort) ? ' down' : ''};`).join('\n')}
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://syna;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
      proxy_request_buffering on;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Whether something accepts connections on the loopback port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  baseUrl: string;
  /**
   * Takes the copy on `copyPort` out of the balancing as an operator does before stopping it
   * (`down`, then a reload): once it resolves, no new request goes to that copy.
   */
  drain(copyPort: number): Promise<void>;
  /** Puts a drained copy back into the balancing (a reload). */
  restore(copyPort: number): Promise<void>;
  /** The access log's lines so far: method, path, status and the copies tried (`127.0.0.1:port`). */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/** The processes whose parent is `pid` (nginx's workers under its master), read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ")".
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * How long a reload's old workers may still pass on requests they had read before it: a write
 * here is answered within milliseconds, so this is ample.
 */
const RELOAD_SETTLE_MS = 1_000;

/**
 * Starts nginx unprivileged with its own configuration and prefix in a temporary folder, in front
 * of the copies listening on `copyPorts`, on `port` (the copies' PUBLIC_URL, kept when nginx is
 * started again before other copies) or a free one.
 */
export async function startNginx(copyPorts: readonly number[], port?: number): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'syna-nginx-'));
  port ??= await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  // Named on the command line too: the built-in one (/var/log/nginx) is opened before the configuration.
  const errorLog = path.join(prefix, 'error.log');
  const drained = new Set<number>();
  const configure = async () => {
    await writeFile(configFile, nginxConfig(prefix, port, copyPorts, drained));
    const checked = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-e', errorLog, '-c', configFile], {
      encoding: 'utf8',
    });
    if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr}`);
  };
  await configure();
  const child = spawn(NGINX_PATH, ['-p', prefix, '-e', errorLog, '-c', configFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Waits for its port without a request: one passed on to copies not started yet would mark
  // them failed for fail_timeout.
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // SIGHUP: the master reads the configuration again, starts new workers and lets the old ones
  // finish what they hold. New connections go to the new workers once one runs.
  const reload = async () => {
    await configure();
    const master = child.pid!;
    const before = new Set(await childrenOf(master));
    child.kill('SIGHUP');
    const reloadDeadline = Date.now() + 10_000;
    while (!(await childrenOf(master)).some((pid) => !before.has(pid))) {
      if (Date.now() > reloadDeadline) throw new Error('nginx started no worker after a reload');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, RELOAD_SETTLE_MS));
  };
  return {
    baseUrl,
    async drain(copyPort) {
      drained.add(copyPort);
      await reload();
    },
    async restore(copyPort) {
      drained.delete(copyPort);
      await reload();
    },
    accessLog: async () =>
      (await readFile(path.join(prefix, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
export function nginxConfig(prefix: string, port: number, copyPorts: readonly number[]): string {
  return `
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
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
${copyPorts.map((copyPort) => `    server 127.0.0.1:${copyPort} max_fails=1 fail_timeout=2s;`).join('\n')}
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
  /** The access log's lines so far: method, path, status and the copies tried (`127.0.0.1:port`). */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

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
  await writeFile(configFile, nginxConfig(prefix, port, copyPorts));
  const checked = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-e', errorLog, '-c', configFile], {
    encoding: 'utf8',
  });
  if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr}`);
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
  return {
    baseUrl,
    accessLog: async () =>
      (await readFile(path.join(prefix, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

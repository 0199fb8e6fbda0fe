import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { directUrlOf, ENVIRONMENT_VARIABLES, loadConfig } from '../src/config.ts';
import { BASE_TEMPLATES_DIR, DEFAULT_WEB_DIST, MIGRATIONS_DIR, SERVER_ROOT } from '../src/paths.ts';
import {
  composeSchemaErrors,
  dockerfileStages,
  readComposeFile,
  stageEnvironment,
  type Instruction,
} from './support/container-files.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * The container image (Dockerfile) and the compose file (deploy/compose.yaml) cannot be built or
 * started here (no Docker): they are linted, and what they rely on is checked against the
 * project, so that a change to the server that the image or the compose file would trip over
 * fails here first. docs/OPERATIONS.md, "Running in containers".
 */
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const fromRepo = (file: string) => path.join(REPO_ROOT, file);
const read = (file: string) => readFileSync(fromRepo(file), 'utf8');

const DOCKERFILES = ['Dockerfile', 'deploy/pgbouncer/Dockerfile'];
const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.get('runtime')!;
const imageEnvironment = stageEnvironment(runtime);
const last = (keyword: string) => runtime.findLast((instruction) => instruction.keyword === keyword)!;

/** What the operator's `deploy/.env` holds, as the docs describe it. */
const OPERATOR_ENVIRONMENT = {
  PUBLIC_URL: 'https://syna.example.se',
  SYNA_OWNER_PASSWORD: 'ägarens-lösenord',
  SYNA_REQUEST_PASSWORD: 'förfrågans-lösenord',
  MINIO_ROOT_USER: 'syna',
  MINIO_ROOT_PASSWORD: 'minio-lösenord',
  ACCOUNTING_TOKEN_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
};
const compose = readComposeFile(fromRepo('deploy/compose.yaml'), OPERATOR_ENVIRONMENT);
const serverServices = Object.entries(compose.services).filter(
  ([, service]) => service.image === 'syna-server',
);

/** The credentials the AWS SDK reads itself for the bucket (config.ts, `ObjectStoreConfig`). */
const SDK_VARIABLES = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];

describe('the container files', () => {
  it.each(DOCKERFILES)('%s lints clean', (file) => {
    expect(lintDockerfile(read(file)).map((problem) => problem.message)).toEqual([]);
  });

  it('has a compose file that follows the Compose Specification', () => {
    expect(composeSchemaErrors(compose)).toEqual([]);
    // The check itself catches a misspelt key.
    expect(
      composeSchemaErrors({ services: { server: { image: 'syna-server', enviroment: {} } } }),
    ).not.toEqual([]);
  });
});

describe('the image', () => {
  it('runs on the Node line the project pins, in every stage', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const bases = [...stages.values()].map((stage) => stage[0]!.args.split(/\s+/)[0]!);
    for (const base of bases.filter((image) => !stages.has(image))) {
      const major = /^node:(\d+)-/.exec(base)?.[1];
      expect(engines).toMatch(new RegExp(`>=${major}\\.`));
    }
    expect(bases).toEqual(['node:20-bookworm-slim', 'manifests', 'node:20-bookworm-slim']);
  });

  it('starts the built server as `npm run start:production` does, as a user that is not root', () => {
    const server = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };
    expect(last('WORKDIR').args).toBe('/app/apps/server');
    expect((JSON.parse(last('CMD').args) as string[]).join(' ')).toBe(server.scripts['start:production']);
    expect(last('USER').args).not.toMatch(/^(root|0)$/);
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(stages.get('build')!.map((instruction) => instruction.args)).toContain('npm run build');
    expect(root.scripts.build).toBeDefined();
  });

  it('holds what the server reads at run time, and every workspace that npm ci needs', () => {
    const copies = (stage: Instruction[]) =>
      stage.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
    const built = copies(runtime).flatMap((args) => /^--from=build \/app\/(\S+)/.exec(args)?.[1] ?? []);
    for (const folder of [
      MIGRATIONS_DIR,
      BASE_TEMPLATES_DIR,
      DEFAULT_WEB_DIST,
      path.join(SERVER_ROOT, 'dist'),
    ])
      expect(built).toContain(path.relative(REPO_ROOT, folder));
    // Both install from the manifests alone: the build stage starts from them, the runtime copies them.
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces)
      expect(copies(stages.get('manifests')!)).toContain(`${workspace}/package.json ${workspace}/`);
    expect(copies(runtime)).toContain('--from=manifests /app ./');
    expect(copies(runtime)).not.toContain('. .');
  });

  it('listens on the port it exposes and nginx sends to', () => {
    const port = last('EXPOSE').args;
    const config = loadConfig({ ...imageEnvironment, PUBLIC_URL: OPERATOR_ENVIRONMENT.PUBLIC_URL });
    expect(config.port).toBe(Number(port));
    expect(config.host).toBe('0.0.0.0');
    const upstreams = [...read('deploy/nginx.conf').matchAll(/^\s*server ([\w-]+):(\d+)/gm)];
    expect(upstreams.map(([, host, upstreamPort]) => `${host}:${upstreamPort}`)).toEqual(
      serverServices.map(([name]) => `${name}:${port}`),
    );
  });

  describe('its health check', () => {
    let app: FastifyInstance | undefined;
    afterAll(async () => app?.close());

    it('asks the readiness probe, which a started server answers', async () => {
      const probe = /\/health\/[a-z]+/.exec(last('HEALTHCHECK').args)?.[0];
      expect(probe).toBe('/health/ready');
      app = await createTestApp();
      expect((await app.inject({ method: 'GET', url: probe! })).statusCode).toBe(200);
    });
  });
});

describe('the compose file', () => {
  it('runs two server copies from the image', () => {
    expect(serverServices.map(([name]) => name)).toEqual(['server-1', 'server-2']);
    for (const [, service] of serverServices) expect(service.build).toMatchObject({ context: '..' });
  });

  it('sets only variables the server reads, which its documentation describes', () => {
    const documented = read('docs/CONFIGURATION.md');
    for (const [, service] of serverServices)
      for (const name of Object.keys(service.environment ?? {})) {
        expect([...ENVIRONMENT_VARIABLES, ...SDK_VARIABLES], name).toContain(name);
        expect(documented, name).toContain(`| \`${name}\``);
      }
  });

  it('gives the copies a configuration the server accepts: requests through PgBouncer, sessions direct', () => {
    const nginx = compose.services.nginx!.networks!.default!.ipv4_address;
    for (const [, service] of serverServices) {
      const environment = { ...imageEnvironment, ...stringValues(service.environment ?? {}) };
      const config = loadConfig(environment);
      if (config.database.kind !== 'postgres') throw new Error('the copies need PostgreSQL');
      expect(new URL(config.database.url).host).toBe('pgbouncer:6432');
      expect(new URL(config.database.ownerUrl!).host).toBe('pgbouncer:6432');
      expect(new URL(directUrlOf(config.database)).host).toBe('postgres:5432');
      expect(config.objectStore).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
      expect(config.publicUrl).toBe(OPERATOR_ENVIRONMENT.PUBLIC_URL);
      // Only nginx may name the client's address.
      expect(config.trustProxy).toBe(nginx);
    }
    for (const service of ['pgbouncer', 'postgres', 'minio', 'nginx'])
      expect(compose.services).toHaveProperty(service);
  });
});

function stringValues(environment: Record<string, string | number | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value)]));
}

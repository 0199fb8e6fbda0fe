import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUrlOf, loadConfig } from '../src/config.ts';
import { DEMO_FIRMS } from '../src/modules/seed/index.ts';
import { queryRows } from '../src/platform/db/database.ts';
import { createTestApp } from './support/test-app.ts';

/** What a start in each mode defaults to, read as the server reads its environment. */
const production = loadConfig({});
const development = loadConfig({ NODE_ENV: 'development' });

async function tenantIds(app: FastifyInstance): Promise<string[]> {
  const rows = await app.database.asSystem((tx) =>
    queryRows<{ id: string }>(tx, sql`SELECT id FROM tenants ORDER BY id`),
  );
  return rows.map((row) => row.id);
}

describe('defaults of a start without NODE_ENV (production)', () => {
  it('seeds no demo, publishes no API documentation and listens on loopback only', () => {
    for (const config of [
      production,
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://syna.example.se' }),
      loadConfig({ NODE_ENV: 'staging' }),
    ]) {
      expect(config).toMatchObject({ seedDemo: false, apiDocs: false, host: '127.0.0.1' });
    }
  });

  it('does each when asked to', () => {
    expect(loadConfig({ SEED_DEMO: '1', API_DOCS: 'true', HOST: '0.0.0.0' })).toMatchObject({
      seedDemo: true,
      apiDocs: true,
      host: '0.0.0.0',
    });
  });

  it('refuses an owner connection without a request connection', () => {
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://owner@db/syna' })).toThrow(/DATABASE_URL/);
  });

  it('takes the direct connection from DATABASE_DIRECT_URL, else the owner’s, else the requests’', () => {
    const pooled = { DATABASE_URL: 'postgres://app@pgbouncer:6432/syna' };
    const direct = (environment: Record<string, string>) => {
      const { database } = loadConfig(environment);
      return database.kind === 'postgres' ? directUrlOf(database) : null;
    };
    expect(direct(pooled)).toBe(pooled.DATABASE_URL);
    expect(direct({ ...pooled, DATABASE_OWNER_URL: 'postgres://owner@pgbouncer:6432/syna' })).toBe(
      'postgres://owner@pgbouncer:6432/syna',
    );
    expect(
      direct({
        ...pooled,
        DATABASE_OWNER_URL: 'postgres://owner@pgbouncer:6432/syna',
        DATABASE_DIRECT_URL: 'postgres://owner@db:5432/syna',
      }),
    ).toBe('postgres://owner@db:5432/syna');
  });

  it('refuses a direct connection that is no PostgreSQL URL, or without a request connection', () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://owner@db/syna' })).toThrow(
      /DATABASE_DIRECT_URL needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@pgbouncer/syna', DATABASE_DIRECT_URL: 'db:5432' }),
    ).toThrow(/DATABASE_DIRECT_URL must be a postgres:\/\/ URL/);
  });

  it('takes a read replica beside a PostgreSQL primary only, and refuses one that is no postgres address', () => {
    const primary = { DATABASE_URL: 'postgres://syna@db/syna' };
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://syna@standby/syna' })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_REPLICA_URL: 'standby:5433' })).toThrow(
      /DATABASE_REPLICA_URL must be a postgres:\/\//,
    );
    expect(
      loadConfig({ ...primary, DATABASE_REPLICA_URL: 'postgresql://syna@standby:5433/syna' }).database,
    ).toEqual({
      kind: 'postgres',
      url: primary.DATABASE_URL,
      ownerUrl: null,
      directUrl: null,
      replicaUrl: 'postgresql://syna@standby:5433/syna',
      poolSize: 10,
    });
    expect(loadConfig(primary).database).toMatchObject({ replicaUrl: null });
  });
});

describe('defaults of a development start (npm start, npm run dev)', () => {
  it('seeds the demo and publishes the API documentation, unless told not to', () => {
    expect(development).toMatchObject({ seedDemo: true, apiDocs: true, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0', API_DOCS: 'false' })).toMatchObject({
      seedDemo: false,
      apiDocs: false,
    });
  });
});

describe.each([
  { mode: 'production', config: production, firms: [], docsStatus: 404 },
  {
    mode: 'development',
    config: development,
    firms: DEMO_FIRMS.map((firm) => firm.id).sort(),
    docsStatus: 200,
  },
])('a server on $mode defaults', ({ config, firms, docsStatus }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ seedDemo: config.seedDemo, apiDocs: config.apiDocs });
  });
  afterAll(async () => app.close());

  it(`has ${firms.length} demo firms after starting on an empty database`, async () => {
    expect(await tenantIds(app)).toEqual(firms);
  });

  it(`answers ${docsStatus} for the API documentation`, async () => {
    for (const url of ['/docs/', '/openapi.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(docsStatus);
    }
  });
});

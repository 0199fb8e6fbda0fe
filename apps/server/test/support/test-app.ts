import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  EMBEDDED_API_AUDIENCE,
  EMBEDDED_CLIENT_ID,
  type AppConfig,
  type DatabaseConfig,
} from '../../src/config.ts';
import { embeddedIssuerUrl } from '../../src/idp/embedded-issuer.ts';
import { databaseUrlFor } from './database-url.ts';

/** A fresh database for one test file, copied from the run's migrated template. */
export async function freshDatabaseConfig(): Promise<DatabaseConfig> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    return { kind: 'pglite', dataDir: null, loadDump: new Blob([await readFile(source.dumpPath)]) };
  }
  // A copy is named after its template: the run's teardown drops its own copies and no others.
  const name = `${source.template}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  } finally {
    await admin.end();
  }
  return { kind: 'postgres', url: databaseUrlFor(source.url, name), poolSize: 5 };
}

/** The tests' keys for the accounting tokens: a new one first, an older one still opening. */
export const TEST_ACCOUNTING_TOKEN_KEYS = `k2:${Buffer.alloc(32, 2).toString('base64')},k1:${Buffer.alloc(32, 1).toString('base64')}`;

export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    // Injected requests name the host `localhost:80`: the product takes their address as a local start does.
    publicUrl: 'http://localhost',
    canonicalPublicUrl: false,
    dataDir: '/nonexistent',
    filesDir: mkdtempSync(path.join(tmpdir(), 'syna-files-')),
    // The local folder unless a test starts an object store (`startObjectStore`) and names it.
    objectStore: null,
    partialFilesDir: mkdtempSync(path.join(tmpdir(), 'syna-partial-files-')),
    database,
    oidc: { kind: 'embedded', clientId: EMBEDDED_CLIENT_ID, audience: EMBEDDED_API_AUDIENCE },
    logLevel: 'silent',
    seedDemo: false,
    apiDocs: true,
    webDist: null,
    loginRateLimit: 1000,
    shutdownDrainMs: 0,
    trustProxy: 'loopback',
    mail: { smtpUrl: null, from: 'Syna <noreply@syna.test>' },
    // Tests that need background work turn the workers on.
    jobs: { workers: false, pollingIntervalSeconds: 0.5 },
    // Reports become PDFs where LibreOffice is installed, as on the CI.
    sofficePath: 'soffice',
    // No test reaches the internet: the map tests start their fake providers and name them.
    maps: {
      tiles: null,
      geocoderUrl: null,
      routerUrl: null,
      userAgent: 'Syna/1.0 (test)',
      timeoutMs: 2000,
      geocoderIntervalMs: 0,
    },
    // No speech engine unless a test starts its fake one.
    speech: { url: null, apiKey: null, model: 'whisper-1', language: null, timeoutMs: 60_000 },
    // No accounting provider unless a test starts its fake one; a fixed key seals the tokens.
    accounting: { fortnox: null, visma: null, tokenKeys: TEST_ACCOUNTING_TOKEN_KEYS },
    // No insurer unless a test starts its fake one.
    insurer: { url: null, apiKey: null, timeoutMs: 2000 },
    ...overrides,
  };
}

/** The server as production builds it, on a database of its own. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return buildApp(testConfig(await freshDatabaseConfig(), overrides));
}

export interface TokenOptions {
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
  key?: JWK;
  sessionId?: string;
  /** The header's type; the embedded issuer's access tokens are `at+jwt` (RFC 9068). */
  typ?: string;
}

/**
 * How long a test user's token holds unless a test says otherwise: longer than a test file runs
 * on a busy machine, so that only the tests about expiry meet an expired token.
 */
const TEST_TOKEN_SECONDS = 3600;

/** Signs an access token the way the embedded issuer does, with its real signing key. */
export async function signAccessToken(
  app: FastifyInstance,
  claims: { sub: string; email?: string; name?: string },
  options: TokenOptions = {},
): Promise<string> {
  const jwk = options.key ?? app.signingKeys.privateJwks[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, sid: options.sessionId ?? randomUUID(), client_id: EMBEDDED_CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? embeddedIssuerUrl(app.config.publicUrl))
    .setAudience(options.audience ?? EMBEDDED_API_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? TEST_TOKEN_SECONDS))
    .sign(key);
}

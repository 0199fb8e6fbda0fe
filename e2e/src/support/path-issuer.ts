import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.ts';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_CLIENT_ID, loadConfig } from '../../../apps/server/src/config.ts';
import { createLocalAccount } from '../../../apps/server/src/idp/local-accounts.ts';
import { REALM_PATH, realmIssuerOidc } from '../../../apps/server/test/support/realm-issuer.ts';
import { freePort } from '@syna/server-process';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';

export interface PathIssuerPair {
  /** The staff app's address (localhost), signing in through `issuer`. */
  appUrl: string;
  /** An issuer with a path, as a Keycloak realm's, on another origin (127.0.0.1). */
  issuer: string;
  stop(): Promise<void>;
}

const quietEnvironment = (dataDir: string, port: number, publicUrl: string) => ({
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JOB_WORKERS: 'false',
});

/**
 * As Glewlwyd and several other issuers: an authorization request without a `nonce` is sent back
 * to the app refused (`error=invalid_request`, `error_description=nonce required`, the request's
 * `state`), to the app's own callback only.
 */
function requireNonce(issuerServer: FastifyInstance, callback: string): void {
  issuerServer.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://issuer');
    if (url.pathname !== `${REALM_PATH}/auth` || url.searchParams.has('nonce')) return;
    if (url.searchParams.get('redirect_uri') !== callback) return;
    const refused = new URL(callback);
    refused.searchParams.set('error', 'invalid_request');
    refused.searchParams.set('error_description', 'nonce required');
    refused.searchParams.set('state', url.searchParams.get('state') ?? '');
    return reply.redirect(refused.href);
  });
}

/**
 * Two servers: one only an issuer, the embedded one served under `/realms/syna` as Keycloak serves
 * a realm, with one account, that requires a nonce as Glewlwyd does; the other the product (with
 * the built staff app) trusting it as its external issuer.
 */
export async function startPathIssuerPair(person: {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}): Promise<PathIssuerPair> {
  const [issuerPort, appPort] = [await freePort(), await freePort()];
  const appUrl = `http://localhost:${appPort}`;
  const issuerUrl = `http://127.0.0.1:${issuerPort}`;
  const issuer = `${issuerUrl}${REALM_PATH}`;
  const dataDirs = [
    await mkdtemp(path.join(tmpdir(), 'syna-e2e-issuer-')),
    await mkdtemp(path.join(tmpdir(), 'syna-e2e-app-')),
  ] as const;
  const servers: FastifyInstance[] = [];
  const stop = async () => {
    for (const server of servers.reverse()) await server.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  try {
    const issuerServer = await buildApp({
      ...loadConfig(quietEnvironment(dataDirs[0], issuerPort, issuerUrl)),
      oidc: realmIssuerOidc(appUrl),
    });
    servers.push(issuerServer);
    requireNonce(issuerServer, `${appUrl}${STAFF_APP_BASE_PATH}/callback`);
    await issuerServer.database.asSystem((tx) => createLocalAccount(tx, person));
    await issuerServer.listen({ port: issuerPort, host: '127.0.0.1' });

    const appServer = await buildApp(
      loadConfig({
        ...quietEnvironment(dataDirs[1], appPort, appUrl),
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: EMBEDDED_CLIENT_ID,
        OIDC_AUDIENCE: EMBEDDED_API_AUDIENCE,
      }),
    );
    servers.push(appServer);
    await appServer.listen({ port: appPort, host: '127.0.0.1' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { appUrl, issuer, stop };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.ts';
import { EMBEDDED_API_AUDIENCE, EMBEDDED_CLIENT_ID, loadConfig } from '../../../apps/server/src/config.ts';
import { createLocalAccount } from '../../../apps/server/src/idp/local-accounts.ts';
import { REALM_PATH, realmIssuerOidc } from '../../../apps/server/test/support/realm-issuer.ts';
import { freePort } from '@syna/server-process';

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
 * Two servers: one only an issuer, the embedded one served under `/realms/syna` as Keycloak serves
 * a realm, with one account; the other the product (with the built staff app) trusting it as its
 * external issuer.
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

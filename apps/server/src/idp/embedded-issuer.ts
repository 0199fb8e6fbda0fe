import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';
import type { SigningKeys } from '../platform/auth/signing-keys.ts';
import type { RouteRecord } from '../platform/http/access.ts';

export const EMBEDDED_ISSUER_PATH = '/oidc';

export const embeddedIssuerUrl = (config: AppConfig) => `${config.publicUrl}${EMBEDDED_ISSUER_PATH}`;

export interface EmbeddedIssuerOptions {
  config: AppConfig;
  database: Database;
  signingKeys: SigningKeys;
  routeTable: RouteRecord[];
}

// TEMPORARY: replaced by the oidc-provider issuer.
export async function registerEmbeddedIssuer(
  _app: FastifyInstance,
  _options: EmbeddedIssuerOptions,
): Promise<void> {}

import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.ts';

export interface SigningKeys {
  /** Private JWKs, handed to the embedded issuer to sign tokens. */
  privateJwks: JWK[];
  /** The public halves, which the token verifier trusts. */
  publicJwks: JWK[];
}

const PUBLIC_MEMBERS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const;

function publicPart(jwk: JWK): JWK {
  return Object.fromEntries(
    PUBLIC_MEMBERS.filter((key) => jwk[key] !== undefined).map((key) => [key, jwk[key]]),
  );
}

/**
 * Loads the embedded issuer's signing key from the database, creating one on first start. Kept in
 * the database (not the data folder) so that every server copy on one database signs alike.
 */
export async function loadSigningKeys(database: Database): Promise<SigningKeys> {
  return database.asSystem(async (tx) => {
    let rows = await queryRows<{ private_jwk: JWK }>(
      tx,
      sql`SELECT private_jwk FROM idp_signing_keys ORDER BY created_at DESC`,
    );
    if (rows.length === 0) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
      await tx.execute(
        sql`INSERT INTO idp_signing_keys (kid, private_jwk) VALUES (${jwk.kid}, ${JSON.stringify(jwk)}::jsonb)
            ON CONFLICT DO NOTHING`,
      );
      rows = await queryRows(tx, sql`SELECT private_jwk FROM idp_signing_keys ORDER BY created_at DESC`);
    }
    const privateJwks = rows.map((row) => row.private_jwk);
    return { privateJwks, publicJwks: privateJwks.map(publicPart) };
  });
}

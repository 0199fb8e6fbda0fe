import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../platform/db/database.ts';

/** What a link sent by e-mail lets its holder do, once. */
export type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** How long a link works: a verification link waits for the mailbox, a reset link is for now. */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 3 * 24 * 60 * 60,
  'reset-password': 60 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * A new single-use token for the account; the account's earlier tokens of the same purpose stop
 * working, so only the newest link in the mailbox does. Only the token's hash is stored.
 */
export async function issueAccountToken(tx: Tx, sub: string, purpose: AccountTokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.execute(
    sql`DELETE FROM idp_account_tokens WHERE sub::text = ${sub} AND purpose = ${purpose} AND used_at IS NULL`,
  );
  await tx.execute(
    sql`INSERT INTO idp_account_tokens (token_hash, sub, purpose, expires_at)
        VALUES (${hashOf(token)}, ${sub}::uuid, ${purpose},
                now() + make_interval(secs => ${ACCOUNT_TOKEN_TTL_SECONDS[purpose]}))`,
  );
  return token;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The row of a token that can still be used: this token and purpose, unused, unexpired. */
const usable = (token: string, purpose: AccountTokenPurpose) =>
  sql`token_hash = ${hashOf(token)} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()`;

/**
 * The account of a usable token, as `statement` answers it given the condition that finds the
 * token's row (`sub`); null for a token that cannot be one of ours.
 */
async function accountOfUsable(
  tx: Tx,
  token: string,
  purpose: AccountTokenPurpose,
  statement: (usableRow: SQL) => SQL,
): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await queryRows<{ sub: string }>(tx, statement(usable(token, purpose)));
  return row?.sub ?? null;
}

/** The account a usable (unused, unexpired) token is for, or null; the token stays usable. */
export function accountOfToken(tx: Tx, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
  return accountOfUsable(
    tx,
    token,
    purpose,
    (usableRow) => sql`SELECT sub::text AS sub FROM idp_account_tokens WHERE ${usableRow}`,
  );
}

/** Uses a token up: the account it was for, or null when it was unusable (forged, used, expired). */
export function useAccountToken(tx: Tx, token: string, purpose: AccountTokenPurpose): Promise<string | null> {
  return accountOfUsable(
    tx,
    token,
    purpose,
    (usableRow) =>
      sql`UPDATE idp_account_tokens SET used_at = now() WHERE ${usableRow} RETURNING sub::text AS sub`,
  );
}

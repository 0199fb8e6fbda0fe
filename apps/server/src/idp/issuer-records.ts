import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import { queryRows, type Database, type Tx } from '../platform/db/database.ts';

/**
 * Storage of the issuer's short-lived records (sessions, interactions, grants, codes, refresh
 * tokens) in `idp_records`, so that restarts and several server copies on one database share them.
 */

/** Models whose records belong to a grant and are removed with it (as in oidc-provider's own adapter). */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Rows outlive their `exp` by the provider's clock tolerance, which it applies when it checks them. */
const EXPIRY_GRACE_SECONDS = 15;

const COOKIE_KEYS_KIND = 'CookieKeys';

interface RecordRow {
  payload: AdapterPayload;
}

const isoNow = () => new Date().toISOString();

/** The adapter class oidc-provider instantiates once per model name. */
export function recordAdapter(database: Database): AdapterConstructor {
  return class IssuerRecordAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    private async findWhere(condition: ReturnType<typeof sql>): Promise<AdapterPayload | undefined> {
      const [row] = await database.asSystem((tx) =>
        queryRows<RecordRow>(
          tx,
          sql`SELECT payload FROM idp_records
              WHERE kind = ${this.kind} AND ${condition}
                AND (expires_at IS NULL OR expires_at > ${isoNow()}::timestamptz)
              LIMIT 1`,
        ),
      );
      return row?.payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt =
        typeof expiresIn === 'number'
          ? new Date(Date.now() + (expiresIn + EXPIRY_GRACE_SECONDS) * 1000).toISOString()
          : null;
      const grantId = GRANT_MEMBERS.has(this.kind) ? (payload.grantId ?? null) : null;
      const uid = this.kind === 'Session' ? (payload.uid ?? null) : null;
      const userCode = typeof payload.userCode === 'string' ? payload.userCode : null;
      await database.asSystem((tx) =>
        tx.execute(
          sql`INSERT INTO idp_records (kind, id, payload, grant_id, user_code, uid, expires_at)
              VALUES (${this.kind}, ${id}, ${JSON.stringify(payload)}::jsonb, ${grantId}, ${userCode}, ${uid},
                      ${expiresAt}::timestamptz)
              ON CONFLICT (kind, id) DO UPDATE
                SET payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
                    uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`,
        ),
      );
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql`id = ${id}`);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql`user_code = ${userCode}`);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(sql`uid = ${uid}`);
    }

    async consume(id: string): Promise<void> {
      const now = new Date();
      await database.asSystem((tx) =>
        tx.execute(
          sql`UPDATE idp_records
              SET consumed_at = ${now.toISOString()}::timestamptz,
                  payload = payload || jsonb_build_object('consumed', ${Math.floor(now.getTime() / 1000)}::bigint)
              WHERE kind = ${this.kind} AND id = ${id}`,
        ),
      );
    }

    async destroy(id: string): Promise<void> {
      await database.asSystem((tx) =>
        tx.execute(sql`DELETE FROM idp_records WHERE kind = ${this.kind} AND id = ${id}`),
      );
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await database.asSystem((tx) => tx.execute(sql`DELETE FROM idp_records WHERE grant_id = ${grantId}`));
    }
  };
}

/** Deletes expired records; returns how many went. */
export async function deleteExpiredRecords(database: Database): Promise<number> {
  const rows = await database.asSystem((tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`DELETE FROM idp_records WHERE expires_at <= ${isoNow()}::timestamptz RETURNING id`,
    ),
  );
  return rows.length;
}

/**
 * The keys that sign the issuer's cookies, created by the first server to start and read by every
 * other, so that a cookie set by one copy is accepted by the next. The first key signs; all verify.
 */
export async function loadCookieKeys(database: Database): Promise<string[]> {
  const candidate = { keys: [randomBytes(32).toString('base64url')] };
  return database.asSystem(async (tx) => {
    await tx.execute(
      sql`INSERT INTO idp_records (kind, id, payload)
          VALUES (${COOKIE_KEYS_KIND}, 'current', ${JSON.stringify(candidate)}::jsonb)
          ON CONFLICT (kind, id) DO NOTHING`,
    );
    const [row] = await queryRows<{ payload: { keys: string[] } }>(
      tx,
      sql`SELECT payload FROM idp_records WHERE kind = ${COOKIE_KEYS_KIND} AND id = 'current'`,
    );
    const keys = row?.payload.keys ?? [];
    if (keys.length === 0) throw new Error('The issuer has no cookie keys');
    return keys;
  });
}

/**
 * Ends every sign-in of an account: its sessions, its grants and what was issued under them
 * (codes, refresh tokens). Issued access tokens are signed JWTs and run out on their own (10 min).
 */
export async function endAccountSessions(tx: Tx, sub: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM idp_records
        WHERE grant_id IN (SELECT id FROM idp_records WHERE kind = 'Grant' AND payload->>'accountId' = ${sub})`,
  );
  await tx.execute(
    sql`DELETE FROM idp_records WHERE kind IN ('Grant', 'Session') AND payload->>'accountId' = ${sub}`,
  );
}

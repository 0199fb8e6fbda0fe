import type { AccountingProviderName } from '@syna/contracts/accounting';
import type { Tx } from '../../platform/db/database.ts';
import { HttpProblem } from '../../platform/http/problem.ts';
import { findConnection, recordCall, saveConnection } from './accounting.repo.ts';
import { ProviderError, type AccountingProvider, type ProviderTokens } from './provider.ts';
import type { TokenKeyRing } from './token-seal.ts';

/** A grant is renewed this long before it runs out, so a call never starts with a dying token. */
const RENEW_MARGIN_MS = 60_000;

/** The provider refused to renew the grant: an administrator must connect again. */
export const reactivationNeeded = () => new HttpProblem(409, { key: 'accounting.reactivate' });
export const notConnected = () => new HttpProblem(409, { key: 'accounting.notConnected' });
export const notConfigured = () => new HttpProblem(409, { key: 'accounting.notConfigured' });

/**
 * Where a provider's calls run: `inTransaction` opens (or reuses) a transaction in the firm's
 * scope, `outside` runs a call to the provider with none held (a request's
 * `outsideTransaction`; a job holds none between its transactions).
 */
export interface ProviderSession {
  tenantId: string;
  name: AccountingProviderName;
  client: AccountingProvider;
  keys: TokenKeyRing;
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  outside<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Commits what is written so far before a failure is answered: a request's refusal rolls its
   * transaction back, and the call log and a refused grant's mark must stay.
   */
  commit(): Promise<void>;
}

/** The grant as stored, sealed with the newest key: what `accounting_connections` keeps. */
export function sealTokens(keys: TokenKeyRing, tokens: ProviderTokens) {
  const { keyId, sealed } = keys.seal(
    JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  );
  return { sealedTokens: sealed, keyId, expiresAt: tokens.expiresAt, scope: tokens.scope };
}

function openTokens(
  keys: TokenKeyRing,
  keyId: string,
  sealed: string,
): { accessToken: string; refreshToken: string } {
  return JSON.parse(keys.open(keyId, sealed)) as { accessToken: string; refreshToken: string };
}

/** What a provider call's failure says in the call log; never a token. */
const callStatus = (error: unknown) =>
  error instanceof ProviderError
    ? { status: error.status, message: error.providerMessage.slice(0, 500) }
    : { status: null, message: String(error).slice(0, 500) };

type TxRunner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Runs one call to the provider, timed, and keeps its line in the call log (what, status,
 * duration; never a token) through `logIn`, a transaction of the firm.
 */
async function loggedCall<T>(
  session: Pick<ProviderSession, 'tenantId' | 'name'>,
  logIn: TxRunner,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const log = (status: number | null, message: string | null) =>
    logIn((tx) =>
      recordCall(tx, {
        tenantId: session.tenantId,
        provider: session.name,
        operation,
        status,
        message,
        durationMs: Math.round(performance.now() - started),
      }),
    );
  try {
    const result = await call();
    await log(200, null);
    return result;
  } catch (error) {
    const { status, message } = callStatus(error);
    await log(status, message);
    throw error;
  }
}

type Renewal = { accessToken: string } | { refused: true };

/**
 * The firm's access token, renewed first when it runs out or when `refused` (the token a call was
 * answered 401 with) is still the stored one. The connection's row is locked while renewing, so of
 * several requests or server copies only one renews, and the others take the token it stored; the
 * rotated refresh token is stored in the same transaction. A refused renewal marks the connection
 * as needing a new activation (committed, the caller then fails).
 */
async function renewIfNeeded(session: ProviderSession, tx: Tx, refused: string | null): Promise<Renewal> {
  const read = await findConnection(tx, session.name);
  if (!read?.sealedTokens || !read.keyId) throw notConnected();
  if (read.needsReactivation) return { refused: true };
  const fresh = (row: typeof read) =>
    row.expiresAt !== null && row.expiresAt.getTime() - RENEW_MARGIN_MS > Date.now();
  const current = openTokens(session.keys, read.keyId, read.sealedTokens);
  if (fresh(read) && current.accessToken !== refused) return { accessToken: current.accessToken };
  const row = await findConnection(tx, session.name, true);
  if (!row?.sealedTokens || !row.keyId) throw notConnected();
  const stored = openTokens(session.keys, row.keyId, row.sealedTokens);
  // Another request renewed it while this one waited for the lock.
  if (stored.accessToken !== current.accessToken && fresh(row)) return { accessToken: stored.accessToken };
  try {
    const tokens = await loggedCall(
      session,
      (work) => work(tx),
      'refresh',
      () => session.client.refresh(stored.refreshToken),
    );
    await saveConnection(tx, session.tenantId, session.name, sealTokens(session.keys, tokens));
    return { accessToken: tokens.accessToken };
  } catch (error) {
    if (!(error instanceof ProviderError) || error.retryable) throw error;
    await saveConnection(tx, session.tenantId, session.name, { needsReactivation: true });
    return { refused: true };
  }
}

async function accessToken(session: ProviderSession, refused: string | null): Promise<string> {
  const renewal = await session.inTransaction((tx) => renewIfNeeded(session, tx, refused));
  if ('refused' in renewal) {
    await session.commit();
    throw reactivationNeeded();
  }
  return renewal.accessToken;
}

/**
 * Calls the provider with the firm's access token (renewed when needed); a 401 renews the grant
 * once and calls again. Every call is in the call log.
 */
export async function withProvider<T>(
  session: ProviderSession,
  operation: string,
  call: (client: AccountingProvider, accessToken: string) => Promise<T>,
): Promise<T> {
  const attempt = (token: string) =>
    loggedCall(
      session,
      (work) => session.inTransaction(work),
      operation,
      () => session.outside(() => call(session.client, token)),
    );
  const token = await accessToken(session, null);
  try {
    return await attempt(token).catch(async (error: unknown) => {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      return attempt(await accessToken(session, token));
    });
  } catch (error) {
    await session.commit();
    throw error;
  }
}

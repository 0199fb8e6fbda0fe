import { randomBytes } from 'node:crypto';
import {
  ACTIVATION_STATE_TTL_SECONDS,
  ACCOUNTING_PROVIDERS,
  type AccountingProviderName,
} from '@syna/contracts/accounting';
import type { TokenKeyRing } from './token-seal.ts';

/** What a consent's state names: the firm, the provider, a single-use nonce and when it was made. */
export interface ActivationState {
  tenant: string;
  provider: AccountingProviderName;
  nonce: string;
  issuedAt: number;
}

/**
 * The state sent to the provider's consent page and back: `payload.keyId.signature`, the payload
 * base64url JSON (the staff app reads the firm from it to route; only the server trusts it, once
 * the signature is checked).
 */
export function signActivationState(
  keys: TokenKeyRing,
  tenant: string,
  provider: AccountingProviderName,
  now: Date,
): string {
  const state: ActivationState = {
    tenant,
    provider,
    nonce: randomBytes(18).toString('base64url'),
    issuedAt: Math.floor(now.getTime() / 1000),
  };
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  const keyId = keys.current.id;
  return `${payload}.${keyId}.${keys.sign(payload, keyId)}`;
}

/**
 * The state, when we signed it for this firm and provider less than 10 minutes ago; null for a
 * forged, altered, foreign or expired one. (That it is used once is the caller's check.)
 */
export function verifyActivationState(
  keys: TokenKeyRing,
  text: string,
  expected: { tenant: string; provider: AccountingProviderName },
  now: Date,
): ActivationState | null {
  const [payload, keyId, signature, ...rest] = text.split('.');
  if (!payload || !keyId || !signature || rest.length > 0) return null;
  if (!keys.verify(payload, keyId, signature)) return null;
  let state: Partial<ActivationState>;
  try {
    state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ActivationState>;
  } catch {
    return null;
  }
  const age = now.getTime() / 1000 - (state.issuedAt ?? 0);
  const valid =
    state.tenant === expected.tenant &&
    state.provider === expected.provider &&
    ACCOUNTING_PROVIDERS.includes(state.provider) &&
    typeof state.nonce === 'string' &&
    age >= -60 &&
    age <= ACTIVATION_STATE_TTL_SECONDS;
  return valid ? (state as ActivationState) : null;
}

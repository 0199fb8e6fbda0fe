import { LRUCache } from 'lru-cache';
import type { ScopeVersions } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import type { Caller } from '../../platform/http/access-control.ts';

/** A member as the caller statement resolved them: what a request's context takes from their rows. */
export type Member = Omit<Caller, 'sessionId' | 'tokenExpiresAt'>;

/** A member with the versions of the tenant and user rows they were read with. */
export interface KeptMember {
  member: Member;
  versions: { tenant: number; user: number };
}

/** The (tenant, sign-in) pairs kept: each is a few KiB at most. */
const KEPT_MEMBERS = 10_000;

/** Freezes what every request of the sign-in shares, so that no request can change it for the next. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The members this server process resolved, per tenant and sign-in (issuer and subject). One is
 * reused only while the versions the request's own scope statement read are those it was read
 * with (migrations 0014 and 0085): whatever changes a member's membership, roles, permissions,
 * groups or user row, or their firm's row, features or roles, moves one of them in the same
 * transaction, whichever server copy (or person in psql) made the change. Nothing is invalidated by
 * hand, and a removed member is refused at their very next request.
 */
export class CallerCache {
  private readonly members = new LRUCache<string, KeptMember>({ max: KEPT_MEMBERS });

  /** The user the sign-in was in the tenant when last resolved here: the scope statement checks its version. */
  userOf(tenantId: string, claims: VerifiedClaims): string | null {
    return this.members.peek(keyOf(tenantId, claims))?.member.user.id ?? null;
  }

  /** The member kept for the sign-in in the tenant, if the request's versions are still theirs. */
  current(tenantId: string, claims: VerifiedClaims, versions: ScopeVersions | null): Member | null {
    const key = keyOf(tenantId, claims);
    const kept = this.members.get(key);
    if (!kept) return null;
    if (versions?.tenant === kept.versions.tenant && versions.user === kept.versions.user) return kept.member;
    this.members.delete(key);
    return null;
  }

  keep(tenantId: string, claims: VerifiedClaims, kept: KeptMember): void {
    this.members.set(keyOf(tenantId, claims), deepFreeze(kept));
  }
}

const keyOf = (tenantId: string, claims: VerifiedClaims) =>
  `${tenantId}\u0000${claims.issuer}\u0000${claims.sub}`;

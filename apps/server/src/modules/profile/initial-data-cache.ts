import { LRUCache } from 'lru-cache';
import { VersionedJson } from '../../platform/http/versioned-json.ts';

/** The (tenant, user) pairs kept: each answer is a few KiB, so the cache stays within some MiB. */
const KEPT_ANSWERS = 5_000;

/**
 * The initial data as last sent to each (tenant, user) in this server process, with the version
 * it was made from. An answer is reused only while its version is the request's own (read fresh
 * with the caller on every request, see migration 0014): a change anywhere, by any server process,
 * makes the next request build it anew. Nothing is ever invalidated by hand.
 */
export class InitialDataCache {
  private readonly answers = new LRUCache<string, VersionedJson>({ max: KEPT_ANSWERS });

  /** The answer of that version, from the cache or made now (and kept). */
  async answer(
    key: { tenantId: string; userId: string; version: string },
    make: () => Promise<unknown>,
  ): Promise<VersionedJson> {
    const slot = `${key.tenantId}\u0000${key.userId}`;
    // The user is part of the tag: a browser shared by two users must not take one's answer for
    // the other's (the URL is the same).
    const version = `${key.userId}.${key.version}`;
    const kept = this.answers.get(slot);
    if (kept?.version === version) return kept;
    const made = new VersionedJson(version, JSON.stringify(await make()));
    this.answers.set(slot, made);
    return made;
  }
}

import type { OutboxChange } from './outbox-change';

// The outbox's order, free of storage: which change goes next, and which wait behind a refused one.

const bySeq = (changes: readonly OutboxChange[]) =>
  [...changes].sort((first, second) => first.seq - second.seq);

/**
 * The changes held back by a refused one: a later change that writes or needs a record a refused
 * (or held-back) change writes waits, so that a remark is never sent before its object, nor an
 * edit before the create it follows. Changes of other records go on.
 */
export function heldBack(changes: readonly OutboxChange[]): Set<string> {
  const blocked = new Set<string>();
  const held = new Set<string>();
  for (const change of bySeq(changes)) {
    const touches = [...change.writes, ...change.needs].some((record) => blocked.has(record));
    if (change.state !== 'failed' && !touches) continue;
    if (change.state !== 'failed') held.add(change.id);
    for (const record of change.writes) blocked.add(record);
  }
  return held;
}

/** The change to send next: the first in order that is neither refused nor held back by one. */
export function nextToSend(changes: readonly OutboxChange[]): OutboxChange | null {
  const held = heldBack(changes);
  return bySeq(changes).find((change) => change.state !== 'failed' && !held.has(change.id)) ?? null;
}

/** The records with changes not yet on the server: shown as waiting to be sent. */
export function unsentRecords(changes: readonly OutboxChange[]): Set<string> {
  return new Set(changes.flatMap((change) => change.writes));
}

/**
 * After a change of a record was applied at `version`, the record's later changes in the outbox
 * were made on top of it: they now start from that version.
 */
export function rebased(
  changes: readonly OutboxChange[],
  sent: OutboxChange,
  version: number,
): OutboxChange[] {
  return changes
    .filter(
      (change) =>
        change.seq > sent.seq &&
        change.baseVersion !== null &&
        change.writes.some((record) => sent.writes.includes(record)),
    )
    .map((change) => ({ ...change, baseVersion: version }));
}

/** Delay before the next try after the outbox could not reach the server: 2 s doubling to 5 min. */
export function retryDelayMs(failedRuns: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, failedRuns - 1), 300_000);
}

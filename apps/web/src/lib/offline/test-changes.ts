import type { OutboxChange } from './outbox-change';

let seq = 0;

/** A change waiting in the outbox for the assignment `i1`, numbered in the order made: for tests. */
export function waitingChange(
  endpoint: string,
  params: Record<string, string>,
  body?: unknown,
  extra: Partial<OutboxChange> = {},
): OutboxChange {
  seq += 1;
  return {
    seq,
    id: `c${seq}`,
    endpoint,
    params: { id: 'i1', ...params },
    body,
    baseVersion: null,
    writes: [],
    needs: [],
    scope: 'i1',
    created: '2026-11-30T10:00:00Z',
    state: 'waiting',
    error: null,
    ...extra,
  };
}

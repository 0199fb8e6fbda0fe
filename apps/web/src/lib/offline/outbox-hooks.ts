import { useSyncExternalStore } from 'react';
import { useOffline } from './offline-holder';
import type { OutboxSnapshot } from './sync-runner';

const empty: OutboxSnapshot = { changes: [], syncing: false };
const noSubscription = () => () => undefined;

/** The outbox as it is now, updated as it changes. */
export function useOutbox(): OutboxSnapshot {
  const runner = useOffline()?.runner;
  return useSyncExternalStore(runner?.subscribe ?? noSubscription, runner?.current ?? (() => empty));
}

/** The changes not yet on the server, and how many of them the server refused: for the top bar. */
export function useWaitingChanges(): { count: number; failed: number } {
  const { changes } = useOutbox();
  return { count: changes.length, failed: changes.filter((change) => change.state === 'failed').length };
}

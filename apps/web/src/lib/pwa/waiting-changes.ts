/**
 * How many changes made on this device wait to be sent (the offline store's outbox), shown beside
 * the offline indicator in the top bar ("3 ändringar väntar"). The outbox (src/lib/offline) answers
 * this hook; until it does, nothing waits.
 */
export function useWaitingChangesCount(): number {
  return 0;
}

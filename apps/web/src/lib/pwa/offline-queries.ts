import type { Query } from '@tanstack/react-query';

/**
 * The `meta` of a query whose answer the device keeps for opening the app without a network
 * (IndexedDB, query-persister.ts), e.g. an assignment's page:
 *
 *   useTenantQuery({ key, endpoint, request, meta: OFFLINE_QUERY_META })
 *
 * The session's queries (the user, their organisations, the firm's initial data with its settings
 * and permissions) are kept without it: the shell cannot render without them.
 */
export const OFFLINE_QUERY_META = { offline: true } as const;

/** The first part of the session queries' keys (src/lib/session/session-queries.ts). */
const SESSION_KEY = 'session';

/**
 * Whether a query's answer is kept on the device: a successful marked query (an empty list too: an
 * assignment with no objects yet is worked on offline), or session query that is not an empty list
 * (an organisation list that came back empty is asked again).
 */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'meta' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  if (query.meta?.offline === true) return true;
  const empty = Array.isArray(query.state.data) && query.state.data.length === 0;
  return query.queryKey[0] === SESSION_KEY && !empty;
}

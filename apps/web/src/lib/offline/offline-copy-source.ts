import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TenantApi } from '@/lib/http/endpoint-client';
import type { Offline } from './offline-holder';

/** What keeping and freeing a copy work with: the firm's API, the query cache and the offline store. */
export interface CopyContext {
  api: TenantApi;
  queryClient: QueryClient;
  offline: Offline;
}

/**
 * What an assignment's offline copy holds, told by the features that own its parts (composed in
 * src/app, since features do not import each other).
 */
export interface AssignmentCopySource {
  /**
   * Fetches the assignment's queries into the cache, where they are kept (`meta.offline`), and
   * answers the URLs of the files its pages show (photos' thumbnails and full images).
   */
  fetch(context: CopyContext, assignmentId: string): Promise<string[]>;
  /** The keys of the queries that are the assignment's alone (not the lookups others share). */
  ownQueryKeys(tenantId: string, assignmentId: string): Promise<QueryKey[]>;
  /**
   * The keys of the firm's lookups the assignment's copy needs (grades, saved remarks, the values
   * offered while typing, its type's template remarks...), read once `fetch` has brought the
   * assignment into the cache: kept once however many copies need them, and freed with the last.
   */
  lookupKeys(context: CopyContext, assignmentId: string): Promise<QueryKey[]>;
}

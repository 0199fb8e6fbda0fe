import { keepPreviousData } from '@tanstack/react-query';
import type { InspectionSearchInput } from '@syna/contracts/inspections';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import { OFFLINE_QUERY_META } from '@/lib/pwa/offline-queries';
import { inspectionKeys } from './query-keys';

// The lists the dashboard shows, apart from the rest of the API (api.ts): the first load takes
// these and not the assignment page's changes.

/** `POST /inspections/search`: a page of the list. The previous page stays while the next loads. */
export const useInspectionSearch = (filter: InspectionSearchInput, enabled = true) =>
  useTenantQuery({
    key: (tenantId) => inspectionKeys.search(tenantId, filter),
    endpoint: inspectionEndpoints.search,
    request: { body: filter },
    notify: true,
    placeholderData: keepPreviousData,
    enabled,
  });

/** `GET /inspections/day`: the signed-in user's own assignments of a day, in time order. */
export const useInspectorDay = (date: string) =>
  useTenantQuery({
    key: (tenantId) => inspectionKeys.day(tenantId, date),
    endpoint: inspectionEndpoints.day,
    request: { query: { date } },
    // The inspector's day opens without a network too (the dashboard's first view on a phone).
    meta: OFFLINE_QUERY_META,
  });

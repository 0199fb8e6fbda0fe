import { useTenantApi, useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Activity,
  ActivityCreate,
  ActivityProgress,
  ActivityUpdateInput,
  CalendarQuery,
} from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import type { InspectionUpdate } from '@syna/contracts/inspections';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';

export const calendarKeys = {
  all: (tenantId: string) => ['calendar', tenantId] as const,
  ranges: (tenantId: string) => [...calendarKeys.all(tenantId), 'range'] as const,
  range: (tenantId: string, query: CalendarQuery) => [...calendarKeys.ranges(tenantId), query] as const,
  activity: (tenantId: string, id: string) => [...calendarKeys.all(tenantId), 'activity', id] as const,
  dayCheck: (tenantId: string, date: string) => [...calendarKeys.all(tenantId), 'day-check', date] as const,
  users: (tenantId: string) => [...calendarKeys.all(tenantId), 'users'] as const,
  assignment: (tenantId: string, id: string) => [...calendarKeys.all(tenantId), 'assignment', id] as const,
};

/** How long a range read while the calendar is shown counts as current when the user steps back to it. */
const RANGE_FRESH_MS = 60_000;

/**
 * `GET /activity?from=&to=&scope=`: the activities (each occurrence of a repeating one) and the
 * dated inspections of the visible days, the caller's own or the firm's, with the firm's working
 * day; past CALENDAR_ENTRIES_MAX, the number per day instead. One query per range; the previous
 * range stays while the next loads. `enabled` false asks nothing.
 */
export function useCalendarEntries(query: CalendarQuery, enabled = true) {
  const api = useTenantApi();
  return useQuery({
    enabled,
    queryKey: calendarKeys.range(api.tenantId, query),
    queryFn: ({ signal }) =>
      api.call(
        activityEndpoints.calendar,
        { query: { from: query.from, to: query.to, scope: query.scope, userId: query.userId || undefined } },
        { signal, notify: false },
      ),
    placeholderData: keepPreviousData,
    // Assignments are dated and moved elsewhere (the assignment form, an accepted order), so the
    // calendar asks again whenever it is shown rather than trusting a recent answer; stepping back
    // and forth between ranges while it is shown reuses the ranges it read a moment ago.
    staleTime: RANGE_FRESH_MS,
    refetchOnMount: 'always',
  });
}

/** `GET /activity/{id}`: the whole activity, for the form. */
export const useActivity = (id: string | null) =>
  useTenantQuery({
    enabled: id !== null,
    key: (tenantId) => calendarKeys.activity(tenantId, id ?? ''),
    endpoint: activityEndpoints.get,
    request: { params: { id: id ?? '' } },
    retry: false,
  });

/** `GET /vb/admin/check/{date}`: the orders whose customers want that day. */
export const useDayCheck = (date: string) =>
  useTenantQuery({
    key: (tenantId) => calendarKeys.dayCheck(tenantId, date),
    endpoint: orderEndpoints.dayCheck,
    request: { params: { date } },
    pick: (response) => response.items,
  });

/**
 * The organisation's members, whose calendars an activity can be put in: the members the
 * inspection form offers as inspectors (`GET /vb/admin/inspections`).
 */
export const useTenantUsers = () =>
  useTenantQuery({
    key: calendarKeys.users,
    endpoint: inspectionEndpoints.formChoices,
    request: {},
    pick: (response) => response.inspectors,
    staleTime: 60_000,
  });

/**
 * The assignment an activity is about (`GET /vb/admin/inspections/{id}`), for the map of its
 * address; a member who may not read assignments simply gets no map.
 */
export const useLinkedAssignment = (id: string | null) =>
  useTenantQuery({
    key: (tenantId) => calendarKeys.assignment(tenantId, id ?? ''),
    endpoint: inspectionEndpoints.get,
    request: { params: { id: id ?? '' } },
    enabled: id !== null,
    staleTime: 60_000,
  });

/** After any change the visible ranges load again (a repeating activity touches many days). */
function refresh({ tenantId, queryClient }: TenantCache, activity?: Activity) {
  if (activity) queryClient.setQueryData(calendarKeys.activity(tenantId, activity.id), activity);
  return queryClient.invalidateQueries({ queryKey: calendarKeys.ranges(tenantId) });
}

export const useCreateActivity = () =>
  useTenantMutation({
    endpoint: activityEndpoints.create,
    request: (body: ActivityCreate) => ({ body }),
    notify: false,
    onSuccess: (activity, _body, cache) => refresh(cache, activity),
  });

/**
 * `PUT /activity/{id}`: changes the fields the body names, keeps the others. The form shows its own refusals; a move in
 * the calendar has no form, so it asks for the red snackbar (`notify`).
 */
export function useUpdateActivity() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, notify = false }: { id: string; body: ActivityUpdateInput; notify?: boolean }) =>
      api.call(activityEndpoints.replace, { params: { id }, body }, { notify }),
    onSuccess: (activity) => refresh({ tenantId: api.tenantId, queryClient }, activity),
  });
}

/**
 * `PUT /vb/admin/inspections/{id}`: an assignment dragged to another inspector, day or time. A drop
 * has no form, so a refusal shows on the red snackbar; the server tells the inspector.
 */
export const useMoveAssignment = () =>
  useTenantMutation({
    endpoint: inspectionEndpoints.update,
    request: ({ id, body }: { id: string; body: InspectionUpdate }) => ({ params: { id }, body }),
    onSuccess: (_inspection, _move, cache) => refresh(cache),
  });

/** `PUT /activity/{id}/progress`: planned, in progress, done or cancelled in one click. */
export const useSetActivityProgress = () =>
  useTenantMutation({
    endpoint: activityEndpoints.setProgress,
    request: ({ id, value }: { id: string; value: ActivityProgress }) => ({
      params: { id },
      body: { value },
    }),
    onSuccess: (activity, _change, cache) => refresh(cache, activity),
  });

/** `DELETE /activity/{id}`; its cached detail is left alone, as the open dialog still watches it. */
export const useDeleteActivity = () =>
  useTenantMutation({
    endpoint: activityEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, cache) => refresh(cache),
  });

/** Fetches an activity for a one-off change (a move by dragging), from the cache when it is there. */
export function useFetchActivity() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: calendarKeys.activity(api.tenantId, id),
      queryFn: ({ signal }) => api.call(activityEndpoints.get, { params: { id } }, { signal }),
    });
}

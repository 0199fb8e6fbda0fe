import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityCreate, ActivityProgress, CalendarQuery } from '@syna/contracts/activities';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { useTenantId } from '@/lib/session/use-tenant-id';

export const calendarKeys = {
  all: (tenantId: string) => ['calendar', tenantId] as const,
  ranges: (tenantId: string) => [...calendarKeys.all(tenantId), 'range'] as const,
  range: (tenantId: string, query: CalendarQuery) => [...calendarKeys.ranges(tenantId), query] as const,
  activity: (tenantId: string, id: string) => [...calendarKeys.all(tenantId), 'activity', id] as const,
  dayCheck: (tenantId: string, date: string) => [...calendarKeys.all(tenantId), 'day-check', date] as const,
  users: (tenantId: string) => [...calendarKeys.all(tenantId), 'users'] as const,
};

/**
 * `GET /activity?from=&to=`: the activities (each occurrence of a repeating one) and the dated
 * inspections of the visible days. One query per range; the previous range stays while the next loads.
 */
export function useCalendarEntries(query: CalendarQuery) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: calendarKeys.range(tenantId, query),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          activityEndpoints.calendar,
          {
            params: { tenant: tenantId },
            query: { from: query.from, to: query.to, userId: query.userId || undefined },
          },
          { signal, notify: false },
        )
      ).items,
    placeholderData: keepPreviousData,
    // Assignments are dated and moved elsewhere (the assignment form, an accepted order), so the
    // calendar asks again whenever it is shown rather than trusting a recent answer.
    staleTime: 0,
  });
}

/** `GET /activity/{id}`: the whole activity, for the form. */
export function useActivity(id: string | null) {
  const tenantId = useTenantId();
  return useQuery({
    enabled: id !== null,
    queryKey: calendarKeys.activity(tenantId, id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(
        activityEndpoints.get,
        { params: { tenant: tenantId, id: id ?? '' } },
        { signal, notify: false },
      ),
    retry: false,
  });
}

/** `GET /vb/admin/check/{date}`: the orders whose customers want that day. */
export function useDayCheck(date: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: calendarKeys.dayCheck(tenantId, date),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          orderEndpoints.dayCheck,
          { params: { tenant: tenantId, date } },
          { signal, notify: false },
        )
      ).items,
  });
}

/**
 * The organisation's members, whose calendars an activity can be put in: the members the
 * inspection form offers as inspectors (`GET /vb/admin/inspections`).
 */
export function useTenantUsers() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: calendarKeys.users(tenantId),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          inspectionEndpoints.formChoices,
          { params: { tenant: tenantId } },
          { signal, notify: false },
        )
      ).inspectors,
    staleTime: 60_000,
  });
}

/** After any change the visible ranges load again (a repeating activity touches many days). */
function useCalendarRefresh() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return (activity?: Activity) => {
    if (activity) queryClient.setQueryData(calendarKeys.activity(tenantId, activity.id), activity);
    return queryClient.invalidateQueries({ queryKey: calendarKeys.ranges(tenantId) });
  };
}

export function useCreateActivity() {
  const tenantId = useTenantId();
  const refresh = useCalendarRefresh();
  return useMutation({
    mutationFn: (body: ActivityCreate) =>
      callEndpoint(activityEndpoints.create, { params: { tenant: tenantId }, body }, { notify: false }),
    onSuccess: (activity) => refresh(activity),
  });
}

/**
 * `PUT /activity/{id}`: replaces the editable fields. The form shows its own refusals; a move in
 * the calendar has no form, so it asks for the red snackbar (`notify`).
 */
export function useUpdateActivity() {
  const tenantId = useTenantId();
  const refresh = useCalendarRefresh();
  return useMutation({
    mutationFn: ({ id, body, notify = false }: { id: string; body: ActivityCreate; notify?: boolean }) =>
      callEndpoint(activityEndpoints.replace, { params: { tenant: tenantId, id }, body }, { notify }),
    onSuccess: (activity) => refresh(activity),
  });
}

/** `PUT /activity/{id}/progress`: planned, in progress, done or cancelled in one click. */
export function useSetActivityProgress() {
  const tenantId = useTenantId();
  const refresh = useCalendarRefresh();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: ActivityProgress }) =>
      callEndpoint(activityEndpoints.setProgress, { params: { tenant: tenantId, id }, body: { value } }),
    onSuccess: (activity) => refresh(activity),
  });
}

/** `DELETE /activity/{id}`; its cached detail is left alone, as the open dialog still watches it. */
export function useDeleteActivity() {
  const tenantId = useTenantId();
  const refresh = useCalendarRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(activityEndpoints.remove, { params: { tenant: tenantId, id } }),
    onSuccess: () => refresh(),
  });
}

/** Fetches an activity for a one-off change (a move by dragging), from the cache when it is there. */
export function useFetchActivity() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: calendarKeys.activity(tenantId, id),
      queryFn: ({ signal }) =>
        callEndpoint(activityEndpoints.get, { params: { tenant: tenantId, id } }, { signal }),
    });
}

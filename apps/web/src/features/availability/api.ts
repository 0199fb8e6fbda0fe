import { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import type { AbsenceInput, MemberAvailability, WeekHoursInput } from '@syna/contracts/availability';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const availabilityKeys = {
  member: (tenantId: string, userId: string) => ['availability', tenantId, userId] as const,
};

const refresh = ({ tenantId, queryClient }: TenantCache, userId: string) =>
  queryClient.invalidateQueries({ queryKey: availabilityKeys.member(tenantId, userId) });

/** `GET /availability/{userId}`: the member's week and coming absences. */
export const useAvailability = (userId: string) =>
  useTenantQuery({
    key: (tenantId) => availabilityKeys.member(tenantId, userId),
    endpoint: availabilityEndpoints.get,
    request: { params: { userId } },
  });

/** Saves the whole week; the form shows a refusal on its fields. */
export const useSetHours = (userId: string) =>
  useTenantMutation({
    endpoint: availabilityEndpoints.setHours,
    request: (body: WeekHoursInput) => ({ params: { userId }, body }),
    notify: false,
    onSuccess: (saved: MemberAvailability, _body, { tenantId, queryClient }) =>
      queryClient.setQueryData(availabilityKeys.member(tenantId, userId), saved),
  });

/** Adds an absence; the dialog shows a refusal on its fields. */
export const useAddAbsence = (userId: string) =>
  useTenantMutation({
    endpoint: availabilityEndpoints.addAbsence,
    request: (body: AbsenceInput) => ({ params: { userId }, body }),
    notify: false,
    onSuccess: (_absence, _body, cache) => refresh(cache, userId),
  });

export const useRemoveAbsence = (userId: string) =>
  useTenantMutation({
    endpoint: availabilityEndpoints.removeAbsence,
    request: (id: string) => ({ params: { userId, id } }),
    onSuccess: (_result, _id, cache) => refresh(cache, userId),
  });

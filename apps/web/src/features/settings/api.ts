import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitialData, UserFeatureCreate } from '@syna/contracts/initial-data';
import type { ProfileUpdate } from '@syna/contracts/user';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { sessionKeys } from '@/lib/session/session-queries';

export const profileKeys = {
  profile: (tenantId: string) => ['profile', tenantId] as const,
  properties: (tenantId: string) => ['profile', tenantId, 'properties'] as const,
};

export function useProfile() {
  const api = useTenantApi();
  return useQuery({
    queryKey: profileKeys.profile(api.tenantId),
    queryFn: ({ signal }) => api.call(profileEndpoints.profile, {}, { signal }),
  });
}

/**
 * Saves profile and settings; the new user replaces the session's, so the theme follows at once.
 * The form shows a refusal (on its fields), so the call does not report it.
 */
export function useUpdateProfile() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      api.call(profileEndpoints.updateProfile, { body: update }, { notify: false }),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.profile(api.tenantId), user);
      queryClient.setQueryData<InitialData>(sessionKeys.initialData(api.tenantId), (data) =>
        data ? { ...data, user } : data,
      );
    },
  });
}

/** `GET /admin/profile/features`: the properties of the caller's profile in this organisation. */
export function useProfileProperties() {
  const api = useTenantApi();
  return useQuery({
    queryKey: profileKeys.properties(api.tenantId),
    queryFn: async ({ signal }) => (await api.call(profileEndpoints.features, {}, { signal })).items,
  });
}

/** Adds a property, or replaces the value of the one with the same name; the form shows a refusal. */
export function useAddProfileProperty() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (property: UserFeatureCreate) =>
      api.call(profileEndpoints.addFeature, { body: property }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.properties(api.tenantId) }),
  });
}

export function useRemoveProfileProperty() {
  const api = useTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(profileEndpoints.removeFeature, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.properties(api.tenantId) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type { ProfileUpdate } from '@syna/contracts/user';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callEndpoint } from '@/lib/http/endpoint-client';
import { sessionKeys } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';

export const profileKeys = {
  profile: (tenantId: string) => ['profile', tenantId] as const,
};

export function useProfile() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: profileKeys.profile(tenantId),
    queryFn: ({ signal }) =>
      callEndpoint(profileEndpoints.profile, { params: { tenant: tenantId } }, { signal }),
  });
}

/**
 * Saves profile and settings; the new user replaces the session's, so the theme follows at once.
 * The form shows a refusal (on its fields), so the call does not report it.
 */
export function useUpdateProfile() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      callEndpoint(
        profileEndpoints.updateProfile,
        { params: { tenant: tenantId }, body: update },
        { notify: false },
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.profile(tenantId), user);
      queryClient.setQueryData<InitialData>(sessionKeys.initialData(tenantId), (data) =>
        data ? { ...data, user } : data,
      );
    },
  });
}

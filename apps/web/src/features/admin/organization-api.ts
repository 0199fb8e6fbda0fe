import { useTenantApi, useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import { useMutation } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import { contentEndpoints } from '@syna/contracts/endpoints/content';
import { organizationEndpoints } from '@syna/contracts/endpoints/organization';
import type { OrganizationUpdate } from '@syna/contracts/organization';
import { sessionKeys } from '@/lib/session/session-queries';

/** The box a logo is scaled down to fit: wide enough for a header, small enough for a phone. */
export const LOGO_BOX = { width: 600, height: 200 } as const;

const organizationKey = (tenantId: string) => ['admin', tenantId, 'organization'] as const;

/** `GET /{tenant}/v1/account/user/organization`. */
export function useOrganization() {
  return useTenantQuery({
    key: organizationKey,
    endpoint: organizationEndpoints.get,
    request: {},
  });
}

/**
 * `POST /{tenant}/v1/account/user/organization`: the changed details; the shell's name and logo
 * (initial data) and the organisation switcher follow.
 */
export function useSaveOrganization() {
  return useTenantMutation({
    endpoint: organizationEndpoints.update,
    request: (body: OrganizationUpdate) => ({ body }),
    notify: false,
    onSuccess: async (organization, _body, { tenantId, queryClient }) => {
      queryClient.setQueryData(organizationKey(tenantId), organization);
      queryClient.setQueryData<InitialData>(sessionKeys.initialData(tenantId), (data) =>
        data
          ? {
              ...data,
              tenant: {
                ...data.tenant,
                name: organization.name,
                email: organization.email,
                address: organization.address,
                icon: organization.logo,
              },
            }
          : data,
      );
      await queryClient.invalidateQueries({ queryKey: sessionKeys.accounts() });
    },
  });
}

/** `POST /{tenant}/v1/content`: an image for anyone to see (the logo), scaled to `LOGO_BOX`. */
export function useUploadLogo() {
  const api = useTenantApi();
  return useMutation({
    mutationFn: (file: File) =>
      api.upload(
        contentEndpoints.upload,
        { body: { access: 'ANONYMOUS', ...LOGO_BOX }, file },
        { notify: false },
      ),
  });
}

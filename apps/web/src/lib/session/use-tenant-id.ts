import { useParams } from 'react-router';

/**
 * The current tenant (organisation id): the first URL segment of the staff app, `/:tenant/...`.
 * The root loader has selected it before any page of the tenant renders. Query hooks call this
 * themselves and put the id in their query keys, so one organisation never sees another's cache.
 * Only for components under the `:tenant` route; anywhere else it throws.
 */
export function useTenantId(): string {
  const { tenant } = useParams();
  if (!tenant) {
    throw new Error('useTenantId() is used outside a tenant route: it needs the `:tenant` URL segment');
  }
  return tenant;
}

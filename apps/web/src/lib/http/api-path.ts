/** The API's services; each is a route prefix of the one server. */
export type ApiService =
  | 'vb'
  | 'inspections'
  | 'activity'
  | 'contact'
  | 'content'
  | 'speech'
  | 'sequences'
  | 'email'
  | 'billing'
  | 'documents'
  | 'account'
  | 'notifications';

/**
 * `/{tenant}/v1/{service}{path}`. A call without a tenant is rejected before it leaves
 * the browser.
 */
export function apiPath(tenant: string | null | undefined, service: ApiService, path = ''): string {
  if (!tenant?.trim()) throw new Error(`API call to ${service}${path} without a tenant`);
  const suffix = path && !path.startsWith('/') ? `/${path}` : path;
  return `/${encodeURIComponent(tenant)}/v1/${service}${suffix}`;
}

import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions.ts';
import { ALL_ENDPOINT_TABLES } from './all-endpoints.ts';

const endpoints = ALL_ENDPOINT_TABLES.flatMap((table) => Object.values(table));

describe('the endpoint tables', () => {
  it('guard at least one endpoint with every declared permission', () => {
    const guarding = new Set(
      endpoints.map((endpoint) =>
        endpoint.access.kind === 'member' ? endpoint.access.permission : undefined,
      ),
    );
    expect(PERMISSIONS.filter((permission) => !guarding.has(permission))).toEqual([]);
  });

  it('declare each method and path once', () => {
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  // A path is under a tenant when it starts with it, or, in the account service, names the
  // organisation (`/v1/account/organizations/:tenant/roles`, as §7 writes it).
  it('name a tenant parameter for every path under a tenant, and none elsewhere', () => {
    const wrong = endpoints.filter((endpoint) => {
      const underTenant =
        endpoint.path.startsWith('/:tenant/') ||
        endpoint.path.startsWith('/v1/account/organizations/:tenant/');
      const tenantAccess = ['member', 'publicInTenant', 'partner'].includes(endpoint.access.kind);
      return underTenant !== tenantAccess;
    });
    expect(wrong.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });

  it('mark as read-only only POSTs (searches sent as a body), which the events log leaves out', () => {
    const marked = endpoints.filter((endpoint) => endpoint.readOnly);
    expect(marked.filter((endpoint) => endpoint.method !== 'POST')).toEqual([]);
    expect(marked.map((endpoint) => endpoint.path.split('/').at(-1))).toEqual(
      expect.arrayContaining(['search', 'query']),
    );
  });
});

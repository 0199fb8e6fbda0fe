import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ALL_ENDPOINT_TABLES } from '@syna/contracts/endpoints/all-endpoints';
import { createTestApp } from './support/test-app.ts';
import { registerAccessControl } from '../src/platform/http/access-control.ts';
import type { Database } from '../src/platform/db/database.ts';
import { createTokenVerifier, embeddedTrust } from '../src/platform/auth/token-verifier.ts';

describe('route access declarations', () => {
  it('refuses to start when a route declares no access', async () => {
    const app = Fastify();
    const database = {} as Database;
    const registering = app.register(async (api) => {
      registerAccessControl(api, {
        database,
        verifier: createTokenVerifier({
          trusted: embeddedTrust(() => 'x', []),
          audience: 'y',
          clientId: 'z',
        }),
        callers: {
          knownUser: () => null,
          resolve: async () => {
            throw new Error('unused');
          },
        },
        resolvePublicTenant: async () => {
          throw new Error('unused');
        },
        resolvePartner: async () => {
          throw new Error('unused');
        },
        provisionUser: async () => {
          throw new Error('unused');
        },
        recordWrite: async () => {
          throw new Error('unused');
        },
        publicUrl: 'http://localhost',
        routeTable: [],
      });
      api.get('/:tenant/v1/undeclared', async () => ({ ok: true }));
    });
    await expect(registering).rejects.toThrow('GET /:tenant/v1/undeclared declares no access');
  });

  it('lists every route of the real server with its access, and every tenant route needs membership', async () => {
    const app = await createTestApp();
    try {
      expect(app.routeTable.length).toBeGreaterThan(10);
      const tenantRoutes = app.routeTable.filter((route) => route.url.startsWith('/:tenant/'));
      // The public order page and calendar are one exception, and only under `/public/`; the
      // partner network's own paths the other, and only under `/vb/network/`.
      const publicTenantRoutes = tenantRoutes.filter((route) => route.access.kind === 'publicInTenant');
      expect(publicTenantRoutes.length).toBeGreaterThan(0);
      expect(publicTenantRoutes.every((route) => route.url.includes('/public/'))).toBe(true);
      const partnerRoutes = tenantRoutes.filter((route) => route.access.kind === 'partner');
      expect(partnerRoutes.length).toBeGreaterThan(0);
      expect(partnerRoutes.every((route) => route.url.startsWith('/:tenant/v1/vb/network/'))).toBe(true);
      expect(
        tenantRoutes.every(
          (route) =>
            route.access.kind === 'member' ||
            publicTenantRoutes.includes(route) ||
            partnerRoutes.includes(route),
        ),
      ).toBe(true);
      // Every API route comes from the endpoint tables of the contracts, and every endpoint has a route.
      const declared = new Set(
        ALL_ENDPOINT_TABLES.flatMap((table) => Object.values(table)).map(
          (endpoint) => `${endpoint.method} ${endpoint.path}`,
        ),
      );
      const apiRoutes = app.routeTable.filter((route) => route.url.includes('/v1/'));
      expect(apiRoutes.filter((route) => !declared.has(`${route.method} ${route.url}`))).toEqual([]);
      expect(apiRoutes.length).toBe(declared.size);
      const adminRoutes = tenantRoutes.filter(
        (route) => route.url.includes('/admin/') && route.access.kind === 'member',
      );
      expect(adminRoutes.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEATURE_CATALOG } from '@syna/contracts/feature-catalog';
import { TENANT_FEATURES, type TenantFeature } from '@syna/contracts/permissions';
import { billingEndpoints } from '@syna/contracts/endpoints/roles-and-groups';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { endpointLabel, TOKEN_ENDPOINTS, walkRequest } from './support/endpoint-walk.ts';
import { useTwoFirms } from './support/two-firms.ts';

/**
 * A feature the firm has switched off is gone for it: every endpoint that names the feature
 * answers 404 on the server (not only hidden from the menu), for the owner as for anyone, and the
 * initial data stops listing it, which is what the menu follows.
 */

const world = useTwoFirms();

const ofFeature = (feature: TenantFeature) =>
  TOKEN_ENDPOINTS.filter(
    (endpoint) =>
      endpoint.access.kind === 'member' &&
      endpoint.access.feature === feature &&
      endpoint.transport !== 'socket',
  );

const switchFeature = (feature: TenantFeature, enabled: boolean) =>
  world.app.database.asSystem((tx) =>
    tx.execute(
      sql`UPDATE tenant_features SET enabled = ${enabled} WHERE tenant_id = ${world.firm.id} AND name = ${feature}`,
    ),
  );

describe('features', () => {
  it.each(TENANT_FEATURES)(
    '%s: every endpoint of the feature answers 404 while it is off',
    async (feature) => {
      const endpoints = ofFeature(feature);
      expect(endpoints.length).toBeGreaterThan(0);
      await switchFeature(feature, false);
      try {
        const answered: string[] = [];
        // For the owner, who may do everything else, and for a viewer, who may not write: the
        // feature is simply not there.
        for (const endpoint of endpoints) {
          for (const caller of [world.owner, world.viewer]) {
            const response = await world
              .as(caller)
              .send(endpoint, walkRequest(endpoint, world.firm.id, randomUUID()));
            const detail = response.statusCode === 404 ? response.json().detail : response.statusCode;
            if (detail !== 'Funktionen är inte aktiverad för organisationen')
              answered.push(`${endpointLabel(endpoint)} as ${caller.name} -> ${detail}`);
          }
        }
        expect(answered).toEqual([]);
        const initial = await world
          .as(world.owner)
          .ok(profileEndpoints.initialData, { params: { tenant: world.firm.id } });
        expect(initial.features).not.toContain(feature);
        const listed = await world
          .as(world.owner)
          .ok(tenantEndpoints.features, { params: { tenant: world.firm.id } });
        expect(listed.items.find((item) => item.name === feature)?.enabled).toBe(false);
      } finally {
        await switchFeature(feature, true);
      }
      const [first] = endpoints;
      const back = await world.as(world.owner).send(first!, walkRequest(first!, world.firm.id, randomUUID()));
      expect(back.json().detail).not.toBe('Funktionen är inte aktiverad för organisationen');
    },
  );

  it('are listed in the catalogue with their names in Swedish and English', async () => {
    const catalog = await world
      .as(world.viewer)
      .ok(billingEndpoints.catalog, { params: { tenant: world.firm.id } });
    expect(catalog.items.map((item) => item.name).sort()).toEqual([...TENANT_FEATURES].sort());
    expect(catalog.items.find((item) => item.name === 'orders')?.label).toEqual({
      sv: 'Beställningar',
      en: 'Orders',
    });
    expect(FEATURE_CATALOG.every((item) => item.label.sv && item.label.en && item.description.en)).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEATURE_CATALOG } from '@syna/contracts/feature-catalog';
import { TENANT_FEATURES, type TenantFeature } from '@syna/contracts/permissions';
import { billingEndpoints } from '@syna/contracts/endpoints/billing';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { queryRows } from '../src/platform/db/database.ts';
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

/** Switches a feature through the administrators' endpoint, as the admin overview does. */
async function switchFeature(feature: TenantFeature, enabled: boolean) {
  const params = { tenant: world.firm.id };
  const { items } = await world.as(world.owner).ok(tenantEndpoints.features, { params });
  const { id } = items.find((item) => item.name === feature)!;
  return world
    .as(world.owner)
    .ok(tenantEndpoints.switchFeature, { params: { ...params, id }, body: { enabled } });
}

/** The events log's entries of a feature's switches, oldest first. */
const switchEvents = (id: string) =>
  world.app.database.asSystem((tx) =>
    queryRows<{ method: string; route: string; target: string }>(
      tx,
      sql`SELECT method, route, target FROM events WHERE tenant_id = ${world.firm.id} AND target = ${id} ORDER BY at`,
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

  it('are switched by administrators alone, each switch in the events log', async () => {
    const params = { tenant: world.firm.id };
    const { items } = await world.as(world.owner).ok(tenantEndpoints.features, { params });
    const orders = items.find((item) => item.name === 'orders')!;
    const switchesBefore = await switchEvents(orders.id);
    const refused = await world.as(world.viewer).send(tenantEndpoints.switchFeature, {
      params: { ...params, id: orders.id },
      body: { enabled: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(await switchFeature('orders', false)).toEqual({ ...orders, enabled: false });
    expect(await switchFeature('orders', true)).toEqual(orders);
    const unknown = await world.as(world.owner).send(tenantEndpoints.switchFeature, {
      params: { ...params, id: randomUUID() },
      body: { enabled: false },
    });
    expect(unknown.statusCode).toBe(404);
    const switches = await switchEvents(orders.id);
    expect(switches.slice(-2)).toEqual([
      { method: 'PUT', route: '/v1/vb/admin/features/:id', target: orders.id },
      { method: 'PUT', route: '/v1/vb/admin/features/:id', target: orders.id },
    ]);
    expect(switches.length - switchesBefore.length).toBe(2);
  });

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

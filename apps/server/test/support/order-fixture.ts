import { beforeEach } from 'vitest';
import type { Language } from '@syna/contracts/constants';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config.ts';
import { callerFactory, type ApiCaller } from './api-client.ts';
import { createTestApp } from './test-app.ts';
import { buildTenant, buildUser, type TestUser } from './factories.ts';
import { buildInspectionType } from './inspection-factories.ts';
import { nextDateOf, orderBody, placeOrder, postOrderType } from './order-factories.ts';
import { useWorld } from './test-world.ts';

/**
 * A fresh app with a firm that takes orders: its owner, an inspector who also handles the orders
 * (roles user and office, as in a small firm), a viewer and a
 * guest; the inspection type "Överlåtelsebesiktning" to order; and the firm's next order date.
 * Another firm, the stranger's, stands beside it.
 */
export interface OrderWorld {
  app: FastifyInstance;
  as: (user: TestUser | null) => ApiCaller;
  owner: TestUser;
  inspector: TestUser;
  viewer: TestUser;
  guest: TestUser;
  stranger: TestUser;
  firm: { id: string; name: string };
  otherFirm: { id: string; name: string };
  villa: { id: string; name: string };
  nextDate: string;
}

/**
 * The world of an order test file, built before its tests and closed after them; `extend` adds
 * what the file's tests share (its order types, orders placed) to it. `config` is asked for the
 * app's settings when the world is built, so that it may name what an earlier `beforeAll`
 * started (an object store).
 */
export function useOrderWorld<Extra extends object = object>(
  extend: (world: OrderWorld) => Promise<Extra> = () => Promise.resolve({} as Extra),
  config: () => Partial<AppConfig> = () => ({}),
): OrderWorld & Extra {
  const world = useWorld(async () => {
    const built = await setUpOrderWorld(config());
    return { ...built, ...(await extend(built)) };
  });
  // The next order date moves at midnight in Stockholm: asked again before each test, so that a
  // file whose tests run across midnight does not order a date that has become too early.
  beforeEach(async () => {
    world.nextDate = await nextDateOf(world.app, world.firm.id);
  });
  return world;
}

async function setUpOrderWorld(config: Partial<AppConfig>): Promise<OrderWorld> {
  const app = await createTestApp(config);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const viewer = await buildUser(app, { name: 'Vera Läsare' });
  const guest = await buildUser(app, { name: 'Gustav Gäst' });
  const stranger = await buildUser(app);
  const firm = await buildTenant(app, owner, {
    name: 'Besiktningsfirman AB',
    members: [
      { user: inspector, roles: ['user', 'office'] },
      { user: viewer, roles: ['viewer'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  const otherFirm = await buildTenant(app, stranger);
  const villa = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  const nextDate = await nextDateOf(app, firm.id);
  return {
    app,
    as: callerFactory(app),
    owner,
    inspector,
    viewer,
    guest,
    stranger,
    firm,
    otherFirm,
    villa,
    nextDate,
  };
}

/**
 * A customer's order of a villa inspection on the world's next order date, from the public page
 * in `language`, under an order type of its own that offers it.
 */
export async function placeVillaOrder(
  world: OrderWorld,
  language: Language = 'sv',
): Promise<{ id: string; number: string }> {
  const orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    inspectionTypeIds: [world.villa.id],
  });
  return placeOrder(
    world.app,
    world.firm.id,
    orderBody({ orderTypeId: orderType.id, types: [world.villa.id], preferredDate: world.nextDate }),
    language,
  );
}

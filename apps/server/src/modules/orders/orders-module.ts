import type { FastifyInstance } from 'fastify';
import { orderRoutes } from './order.routes.ts';
import { orderTypeRoutes } from './order-type.routes.ts';
import { publicOrderRoutes } from './public-order.routes.ts';

/** Every route of the orders module: the public order page and calendar, and the staff side. */
export async function ordersModule(app: FastifyInstance): Promise<void> {
  await app.register(publicOrderRoutes);
  await app.register(orderRoutes);
  await app.register(orderTypeRoutes);
}

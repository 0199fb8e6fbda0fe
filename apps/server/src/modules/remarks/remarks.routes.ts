import type { FastifyInstance } from 'fastify';
import { commonRemarkRoutes } from './common-remark.routes.ts';
import { objectRoutes } from './object.routes.ts';
import { remarkImageRoutes } from './remark-image.routes.ts';
import { remarkRoutes } from './remark.routes.ts';
import { templateRemarkRoutes } from './template-remark.routes.ts';

/** The remarks module: objects, remarks and their photos, saved and template remarks. */
export async function remarksModule(app: FastifyInstance): Promise<void> {
  await app.register(objectRoutes);
  await app.register(remarkRoutes);
  await app.register(remarkImageRoutes);
  await app.register(commonRemarkRoutes);
  await app.register(templateRemarkRoutes);
}

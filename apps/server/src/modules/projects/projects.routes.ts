import type { FastifyInstance } from 'fastify';
import { estateRoutes } from './estate.routes.ts';
import { projectReadRoutes } from './project-read.routes.ts';
import { projectRoutes } from './project.routes.ts';

/** The projects module: projects and estates (inspections service) and the project reads (vb). */
export async function projectModuleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(projectRoutes);
  await app.register(estateRoutes);
  await app.register(projectReadRoutes);
}

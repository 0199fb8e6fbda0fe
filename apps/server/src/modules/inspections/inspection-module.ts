import type { FastifyInstance } from 'fastify';
import { inspectionRoutes } from './inspection.routes.ts';
import { inspectionRelationRoutes } from './inspection-relations.routes.ts';
import { inspectionAdminRoutes } from './inspection-admin.routes.ts';
import { projectInspectionRoutes } from './project-inspection.routes.ts';

/** Every route of the inspections module (uppdrag), in the inspections service and in vb. */
export async function inspectionModule(app: FastifyInstance): Promise<void> {
  await app.register(inspectionRoutes);
  await app.register(inspectionRelationRoutes);
  await app.register(inspectionAdminRoutes);
  await app.register(projectInspectionRoutes);
}

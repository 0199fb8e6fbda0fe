import type { FastifyInstance } from 'fastify';
import { activityEndpoints } from '@syna/contracts/endpoints/activities';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import { registerActivityReminders } from './activity-reminders.ts';
import { activityRoutes } from './activity.routes.ts';

/** The calendar (activities and dated inspections) and the activities, whose reminders run as jobs. */
export async function activitiesModule(api: FastifyInstance): Promise<void> {
  registerActivityReminders(api.jobs);
  await registerEndpoints(api, activityEndpoints, activityRoutes());
}

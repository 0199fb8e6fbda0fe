import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityCreateSchema,
  activityProgressChangeSchema,
  activitySchema,
  activityUpdateSchema,
  calendarEntryListSchema,
  calendarQuerySchema,
} from '@syna/contracts/activities';
import { MEMBER } from '../../platform/http/access.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { registerActivityReminders } from './activity-reminders.ts';
import {
  changeProgress,
  createActivity,
  getActivity,
  listCalendar,
  removeActivity,
  replaceActivity,
  type Caller,
} from './activity.service.ts';

const ACTIVITY = '/:tenant/v1/activity';
const tenantParams = z.object({ tenant: z.string() });
const activityParams = tenantParams.extend({ id: z.uuid() });

const callerOf = (context: { tenant: { id: string }; user: { id: string } }): Caller => ({
  tenantId: context.tenant.id,
  userId: context.user.id,
});

/** The activity service: the calendar (activities and dated inspections) and activity CRUD with reminders. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  registerActivityReminders(app.jobs, app.database);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activities'];

  api.get(
    ACTIVITY,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The calendar between two dates: each activity occurrence and the dated inspections',
        params: tenantParams,
        querystring: calendarQuerySchema,
        response: { 200: calendarEntryListSchema },
      },
    },
    async (request) => {
      const items = await listCalendar(tenantRequest(request).tx, request.query);
      return { items, total: items.length };
    },
  );

  api.post(
    ACTIVITY,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Create an activity; it is the caller’s unless another member is named',
        params: tenantParams,
        body: activityCreateSchema,
        response: { 201: activitySchema },
      },
    },
    async (request, reply) => {
      const context = tenantRequest(request);
      const activity = await createActivity(context.tx, callerOf(context), request.body);
      void reply.code(201);
      return activity;
    },
  );

  api.get(
    `${ACTIVITY}/:id`,
    {
      config: { access: MEMBER },
      schema: { tags, summary: 'One activity', params: activityParams, response: { 200: activitySchema } },
    },
    async (request) => getActivity(tenantRequest(request).tx, request.params.id),
  );

  api.put(
    `${ACTIVITY}/:id`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Replace an activity’s fields; a changed time or reminder replaces its pending reminder',
        params: activityParams,
        body: activityUpdateSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const context = tenantRequest(request);
      return replaceActivity(context.tx, callerOf(context), request.params.id, request.body);
    },
  );

  api.put(
    `${ACTIVITY}/:id/progress`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Set the progress: -1 cancelled, 0 planned, 50 in progress, 100 done',
        params: activityParams,
        body: activityProgressChangeSchema,
        response: { 200: activitySchema },
      },
    },
    async (request) => {
      const context = tenantRequest(request);
      return changeProgress(context.tx, callerOf(context), request.params.id, request.body.value);
    },
  );

  api.delete(
    `${ACTIVITY}/:id`,
    {
      config: { access: MEMBER },
      schema: { tags, summary: 'Delete an activity', params: activityParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeActivity(tenantRequest(request).tx, request.params.id);
      void reply.code(204);
      return null;
    },
  );
}

import { z } from 'zod';
import {
  activityCreateSchema,
  activityProgressChangeSchema,
  activitySchema,
  activityUpdateSchema,
  calendarEntryListSchema,
  calendarQuerySchema,
} from '../activities.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'activity';
const activityParams = tenantParams.extend({ id: z.uuid() });
/** Reading the calendar and its activities. */
const read = permitted('calendar.read');
/**
 * Creating, changing and deleting activities: one's own, or anyone's for an administrator (the
 * service judges whose an activity is); the notes only their author reads and changes.
 */
const write = permitted('calendar.write');

/** The calendar (activities and dated inspections) and activity CRUD with reminders. */
export const activityEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: '/:tenant/v1/activity',
    access: read,
    service,
    summary: 'The calendar between two dates: each activity occurrence and the dated inspections',
    params: tenantParams,
    query: calendarQuerySchema,
    response: calendarEntryListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/:tenant/v1/activity',
    access: write,
    service,
    summary: 'Create an activity in the caller’s calendar, or (an administrator) in another member’s',
    params: tenantParams,
    body: activityCreateSchema,
    status: 201,
    response: activitySchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/activity/:id',
    access: read,
    service,
    summary: 'One activity',
    params: activityParams,
    response: activitySchema,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/activity/:id',
    access: write,
    service,
    summary:
      'Change the fields the body names, the others keep their values; a changed time or reminder replaces its pending reminder',
    params: activityParams,
    body: activityUpdateSchema,
    response: activitySchema,
  }),
  setProgress: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/activity/:id/progress',
    access: write,
    service,
    summary: 'Set the progress: -1 cancelled, 0 planned, 50 in progress, 100 done',
    params: activityParams,
    body: activityProgressChangeSchema,
    response: activitySchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/activity/:id',
    access: write,
    service,
    summary: 'Delete an activity',
    params: activityParams,
    status: 204,
  }),
};

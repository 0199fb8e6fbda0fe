import type { activityEndpoints } from '@syna/contracts/endpoints/activities';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeActivity,
  changeProgress,
  createActivity,
  getActivity,
  listCalendar,
  removeActivity,
} from './activity.service.ts';

/** The calendar's and the activities' endpoints, each served by one service call. */
export function activityRoutes(): EndpointHandlers<typeof activityEndpoints> {
  return {
    calendar: (context, { query }) => listCalendar(context, query),
    create: (context, { body }) => createActivity(context, body),
    get: (context, { params }) => getActivity(context, params.id),
    replace: (context, { params, body }) => changeActivity(context, params.id, body),
    setProgress: (context, { params, body }) => changeProgress(context, params.id, body.value),
    remove: (context, { params }) => removeActivity(context, params.id),
  };
}

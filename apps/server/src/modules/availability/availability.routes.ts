import type { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { addAbsence, getAvailability, removeAbsence, setHours } from './availability.service.ts';

/** A member's working hours and absences, each endpoint served by one service call. */
export function availabilityRoutes(): EndpointHandlers<typeof availabilityEndpoints> {
  return {
    get: (context, { params }) => getAvailability(context, params.userId),
    setHours: (context, { params, body }) => setHours(context, params.userId, body),
    addAbsence: (context, { params, body }) => addAbsence(context, params.userId, body),
    removeAbsence: (context, { params }) => removeAbsence(context, params.userId, params.id),
  };
}

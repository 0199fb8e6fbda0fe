import { eventActorListSchema, eventListQuerySchema, eventListSchema } from '../events.ts';
import { ADMIN } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

/** The firm's events log: every change made through the API, for its administrators. */
export const eventEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/events',
    access: ADMIN,
    service: 'vb',
    summary:
      'The events log: who changed what, when and from where; newest first, by cursor; by person, kind of record and dates',
    params: tenantParams,
    query: eventListQuerySchema,
    response: eventListSchema,
  }),
  actors: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/events/actors',
    access: ADMIN,
    service: 'vb',
    summary: 'Everyone the events log names as having made a change, by name',
    params: tenantParams,
    response: eventActorListSchema,
  }),
};

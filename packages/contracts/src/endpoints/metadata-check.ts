import { metadataCheckSchema } from '../metadata-check.ts';
import { ADMIN } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

/**
 * The metadata check (`/admin/check` in the staff app). Its path stays apart from the orders'
 * `GET /admin/check/{date}`, which lists a day's orders and is another thing.
 */
export const metadataCheckEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/metadata/check',
    access: ADMIN,
    service: 'vb',
    summary:
      'Inconsistencies in the firm’s set-up: attributes no form field has, forms and blueprints naming archived records, required fields left empty on assignments in progress, order types without an inspection type; each with the records involved and its fix',
    params: tenantParams,
    response: metadataCheckSchema,
  }),
};

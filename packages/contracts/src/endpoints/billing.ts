import { listResponseSchema } from '../list.ts';
import { catalogFeatureSchema } from '../roles-and-groups.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

/** What a firm can have switched on. */
export const billingEndpoints = {
  catalog: endpoint({
    method: 'GET',
    path: '/:tenant/v1/billing/catalog',
    access: MEMBER,
    service: 'billing',
    summary: 'The catalogue of features a firm can switch on, named in Swedish and English',
    params: tenantParams,
    response: listResponseSchema(catalogFeatureSchema),
  }),
};

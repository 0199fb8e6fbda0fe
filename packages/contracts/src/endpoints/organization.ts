import { organizationSchema, organizationUpdateSchema } from '../organization.ts';
import { ADMIN, MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'account';
const path = '/:tenant/v1/account/user/organization';

/** The organisation itself: its name, e-mail, address and logo (the account service's `/user/organization`). */
export const organizationEndpoints = {
  get: endpoint({
    method: 'GET',
    path,
    access: MEMBER,
    service,
    summary: 'The organisation: name, e-mail, address and logo',
    params: tenantParams,
    response: organizationSchema,
  }),
  update: endpoint({
    method: 'POST',
    path,
    access: ADMIN,
    service,
    summary: 'Change the organisation’s name, e-mail, address or logo; the fields left out stay',
    params: tenantParams,
    body: organizationUpdateSchema,
    response: organizationSchema,
  }),
};

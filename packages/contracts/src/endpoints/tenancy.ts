import { z } from 'zod';
import { featureSchema } from '../initial-data.ts';
import { listResponseSchema } from '../list.ts';
import { tenantSettingsChangeSchema, tenantSettingsSchema } from '../tenant.ts';
import { ADMIN } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';

/** The organisation's settings (order page, invoicing, booking calendar) and features, kept by administrators. */
export const tenantEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/settings',
    access: ADMIN,
    service,
    summary: 'The organisation’s settings, every one with its value or default',
    params: tenantParams,
    response: tenantSettingsSchema,
  }),
  changeSettings: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/admin/settings',
    access: ADMIN,
    service,
    summary: 'Change settings: the ones sent change, the rest stay; answers all of them',
    params: tenantParams,
    body: tenantSettingsChangeSchema,
    response: tenantSettingsSchema,
  }),
  features: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/features',
    access: ADMIN,
    service,
    summary: 'Features of the organisation',
    params: tenantParams,
    response: listResponseSchema(featureSchema),
  }),
  switchFeature: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/vb/admin/features/:id',
    access: ADMIN,
    service,
    summary:
      'Switch a feature of the organisation on or off; off, its endpoints answer 404 and its menu items go, nothing is deleted',
    params: tenantAnd('id', 'organisation.tenantFeatureMissing'),
    body: z.object({ enabled: z.boolean() }).meta({ id: 'FeatureSwitch' }),
    response: featureSchema,
  }),
};

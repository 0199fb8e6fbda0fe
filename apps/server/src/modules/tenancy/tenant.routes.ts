import type { billingEndpoints } from '@syna/contracts/endpoints/billing';
import type { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeTenantSettings,
  featureCatalog,
  getTenantSettings,
  listFeatures,
  switchFeature,
} from './tenant-settings.service.ts';

/** The organisation's own endpoints, each served by one service call. */
export function tenantRoutes(): EndpointHandlers<typeof tenantEndpoints> {
  return {
    settings: async (context) => getTenantSettings(context),
    changeSettings: (context, { body }) => changeTenantSettings(context, body),
    features: (context) => listFeatures(context),
    switchFeature: (context, { params, body }) => switchFeature(context, params.id, body.enabled),
  };
}

/** What a firm can switch on. */
export function billingRoutes(): EndpointHandlers<typeof billingEndpoints> {
  return { catalog: () => featureCatalog() };
}

import type { insuranceEndpoints } from '@syna/contracts/endpoints/insurance';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { insuranceState, requestInsurance, type InsuranceDependencies } from './insurance.service.ts';

export function insuranceRoutes(deps: InsuranceDependencies): EndpointHandlers<typeof insuranceEndpoints> {
  return {
    state: (context, { params }) => insuranceState(context, deps, params.id),
    request: (context, { params }) => requestInsurance(context, deps, params.id),
  };
}

import type { blueprintEndpoints } from '@syna/contracts/endpoints/blueprints';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeBlueprint,
  createBlueprint,
  getBlueprint,
  listBlueprintsOfFirm,
  removeBlueprint,
} from './blueprint.service.ts';

/** The firm's inspection blueprints, kept by its administrators. */
export function blueprintRoutes(): EndpointHandlers<typeof blueprintEndpoints> {
  return {
    list: (context, { query }) => listBlueprintsOfFirm(context, query),
    create: (context, { body }) => createBlueprint(context, body),
    get: (context, { params }) => getBlueprint(context, params.id),
    update: (context, { params, body }) => changeBlueprint(context, params.id, body),
    remove: (context, { params }) => removeBlueprint(context, params.id),
  };
}

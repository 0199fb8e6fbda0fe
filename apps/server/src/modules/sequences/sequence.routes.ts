import type { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeSequence,
  createSequence,
  getSequence,
  listFirmSequences,
  peekSequence,
  removeSequence,
  setNextValue,
} from './sequence.service.ts';

export function sequenceRoutes(): EndpointHandlers<typeof sequenceEndpoints> {
  return {
    list: (context) => listFirmSequences(context),
    create: (context, { body }) => createSequence(context, body),
    get: (context, { params }) => getSequence(context, params.id),
    update: (context, { params, body }) => changeSequence(context, params.id, body),
    remove: (context, { params }) => removeSequence(context, params.id),
    next: (context, { params, body }) => setNextValue(context, params.id, body),
    peek: (context, { params }) => peekSequence(context, params.id),
  };
}

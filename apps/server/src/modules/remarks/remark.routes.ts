import type { remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  changeRemark,
  changeRemarks,
  createRemark,
  listRemarks,
  remarkRevisions,
  remarkValues,
  removeRemark,
} from './remark.service.ts';

/** The remarks of an object and the autocomplete values, each served by one service call. */
export function remarkRoutes(storage: FileStorage): EndpointHandlers<typeof remarkEndpoints> {
  return {
    list: (context, { params }) => listRemarks(context, params),
    create: (context, { params, body }) => createRemark(context, params, body),
    changeMany: (context, { params, body }) => changeRemarks(context, params, body),
    change: (context, { params, body, ifMatch }) => changeRemark(context, params, body, ifMatch),
    remove: (context, { params, ifMatch }) => removeRemark(context, storage, params, ifMatch),
    revisions: (context, { params }) => remarkRevisions(context, params),
    values: (context, { params, body }) => remarkValues(context, params.field, body),
  };
}

import type { objectEndpoints } from '@syna/contracts/endpoints/remarks';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  actOnObject,
  changeObject,
  createObject,
  listObjectsWithRemarks,
  removeObject,
} from './object.service.ts';

/** The objects of an inspection, each endpoint served by one service call. */
export function objectRoutes(storage: FileStorage): EndpointHandlers<typeof objectEndpoints> {
  return {
    list: (context, { params }) => listObjectsWithRemarks(context, params.id),
    create: (context, { params, body }) => createObject(context, params.id, body),
    change: (context, { params, body, ifMatch }) =>
      changeObject(context, params.id, params.object, body, ifMatch),
    act: (context, { params, query }) => actOnObject(context, params.id, params.object, query),
    remove: (context, { params, ifMatch }) =>
      removeObject(context, storage, params.id, params.object, ifMatch),
  };
}

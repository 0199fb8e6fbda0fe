import type { EndpointTable } from '@syna/contracts/endpoints/endpoint';
import type { LookupEndpoints } from '@syna/contracts/endpoints/lookups';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { LookupKind, LookupScope } from './lookup-kinds.ts';
import {
  changeLookup,
  createLookup,
  getLookup,
  listInScope,
  removeLookup,
  reorderLookups,
} from './lookup.service.ts';

/** Where a request's lookup lives: its kind and, for a branch, the inspection type in the path. */
function scopeOf(kind: LookupKind, params: object): LookupScope {
  const parentId = kind.parent ? (params as Record<string, string>)[kind.parent.field] : undefined;
  return { kind, parentId: parentId ?? null };
}

/** The endpoints of one lookup kind (see lookupEndpoints in the contracts), each served by one service call. */
export function lookupRoutes<Table extends EndpointTable>(kind: LookupKind): EndpointHandlers<Table> {
  const handlers: EndpointHandlers<Required<LookupEndpoints>> = {
    list: (context, { params, query }) =>
      listInScope(context, scopeOf(kind, params), query.archived ?? false),
    create: (context, { params, body }) => createLookup(context, scopeOf(kind, params), body),
    get: (context, { params }) => getLookup(context, scopeOf(kind, params), params.id),
    update: (context, { params, body }) => changeLookup(context, scopeOf(kind, params), params.id, body),
    remove: (context, { params }) => removeLookup(context, scopeOf(kind, params), params.id),
    order: (context, { params, body }) => reorderLookups(context, scopeOf(kind, params), body.ids),
  };
  // Each kind's rows carry exactly its own contract's fields (see toLookupItem), which the
  // types of one generic map cannot follow; a table without `order` leaves that handler unused.
  return handlers as unknown as EndpointHandlers<Table>;
}

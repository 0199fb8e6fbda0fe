import type { Access } from '@syna/contracts/endpoints/access';

export type { Access };
export { ADMIN, AUTHENTICATED, MEMBER, PUBLIC, PUBLIC_IN_TENANT } from '@syna/contracts/endpoints/access';

export interface RouteRecord {
  method: string;
  url: string;
  access: Access;
  websocket: boolean;
  /** The route's body and params schemas (zod), kept so tests can build requests for every route. */
  bodySchema?: unknown;
  paramsSchema?: unknown;
}

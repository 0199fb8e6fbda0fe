import type { Tx } from '../../platform/db/database.ts';

/** What the remark services work with: the request's transaction, tenant and caller. */
export interface RequestScope {
  tx: Tx;
  tenant: { id: string };
  user: { id: string };
}

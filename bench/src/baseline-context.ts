import { pino } from 'pino';
import type { Tenant } from '@syna/contracts/tenant';
import type { Tx } from '../../apps/server/src/platform/db/database.ts';
import type { Caller } from '../../apps/server/src/platform/http/access-control.ts';
import type {
  PublicTenantContext,
  RequestContext,
} from '../../apps/server/src/platform/http/request-context.ts';

/**
 * What a request's context holds besides its transaction and caller, for the product's service
 * functions run outside a request to record their statements. The recording holds only the
 * transaction's statements, so nothing waits for the commit and nothing is logged.
 */
function basics() {
  return {
    language: 'sv' as const,
    requestId: 'bench-baseline',
    publicUrl: 'http://127.0.0.1',
    log: pino({ enabled: false }),
    now: () => new Date(),
    afterCommit: () => {},
  };
}

/** The context of a customer's call under `tenant`, as the access wall builds it. */
export function publicTenantContext(tx: Tx, tenant: Tenant): PublicTenantContext {
  return { ...basics(), tx, tenant };
}

/** The context of a member's call, as the access wall builds it from the resolved caller. */
export function memberContext(tx: Tx, caller: Caller): RequestContext {
  // The benchmarks call no outside provider, and record the primary's statements: the work runs in place.
  return {
    ...basics(),
    ...caller,
    tx,
    outsideTransaction: (work) => work(),
    standbyRead: (work) => work(tx),
    lastWritePosition: null,
  };
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Access } from '@syna/contracts/endpoints/access';
import type { Language } from '@syna/contracts/constants';
import type { Account, Tenant } from '@syna/contracts/tenant';
import type { User } from '@syna/contracts/user';
import type { Tx } from '../db/database.ts';

/**
 * Everything a request's work needs, built once per request by the access wall: who calls, in
 * which organisation, with what rights, inside which transaction, in which language. Every
 * service function takes it (or the part its endpoint's access provides) first.
 */
export interface RequestContext {
  /** The request's one transaction, in the tenant's scope; committed before the reply. */
  tx: Tx;
  tenant: Tenant;
  user: User;
  account: Omit<Account, 'tenant'>;
  roles: string[];
  /** The permission patterns of the caller's roles (`orders.*`). */
  permissions: string[];
  /** The features the tenant has switched on. */
  features: string[];
  /**
   * Moves with every change to what the initial data (`GET /vb`) answers this caller: the
   * tenant's and the user's versions, read with the caller (migration 0014).
   */
  initialDataVersion: string;
  /** The sign-in session of the token; keys the live notification socket. */
  sessionId: string | null;
  /** When the caller's token expires; a live socket it opened closes then. */
  tokenExpiresAt: Date | null;
  language: Language;
  requestId: string;
  /** The address the request reached the product at (the canonical PUBLIC_URL in production). */
  publicUrl: string;
  log: FastifyBaseLogger;
  now(): Date;
  /** Work that must happen only once the transaction has committed (removing stored files). */
  afterCommit(task: () => Promise<void>): void;
  /**
   * Runs `work`, a call to an outside service that may take seconds, with no transaction held:
   * the request's transaction commits first, and a new one (the caller checked again) is `tx`
   * after it. A held transaction would keep every firm waiting on PGlite, and a connection on
   * PostgreSQL, for as long as the service takes.
   */
  outsideTransaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work`, a heavy read that changes nothing (a list's search), on the read replica when one
   * is configured and has replayed the caller's last write; otherwise in `tx`. Others' latest
   * writes may be missing there for as long as the standby lags; the caller's own never are.
   */
  standbyRead<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * The primary's WAL position after the caller's last write, as the request carried it (null for
   * none): work they ask for now and that runs later (an export's job) reads on the replica only
   * once it has replayed that far.
   */
  lastWritePosition: string | null;
}

type RequestBasics = 'language' | 'requestId' | 'publicUrl' | 'log' | 'now';

/** The context of the customers' calls under a tenant: its transaction, no caller. */
export type PublicTenantContext = Pick<RequestContext, RequestBasics | 'tx' | 'tenant' | 'afterCommit'>;
/** The context of a signed-in call outside any tenant (the caller's own organisations). */
export type AccountContext = Pick<RequestContext, RequestBasics | 'tx' | 'user' | 'afterCommit'>;
/**
 * The context of a partner's call in a firm's network: its transaction runs as the partner role,
 * `tenant` is the firm whose network it is (the caller need not be its member).
 */
export type NetworkContext = Pick<RequestContext, RequestBasics | 'tx' | 'tenant' | 'user' | 'afterCommit'>;
/** The context of a public call: no token, no tenant, no transaction. */
export type PublicContext = Pick<RequestContext, RequestBasics>;

/** The part of the context an endpoint's access provides. */
export type ContextFor<A extends Access> = A extends { kind: 'member' }
  ? RequestContext
  : A extends { kind: 'publicInTenant' }
    ? PublicTenantContext
    : A extends { kind: 'authenticated' }
      ? AccountContext
      : A extends { kind: 'partner' }
        ? NetworkContext
        : PublicContext;

declare module 'fastify' {
  interface FastifyRequest {
    requestContext?: Partial<RequestContext>;
  }
}

/** The request's context, as the access wall built it for the route's access. */
export function requestContextOf<A extends Access>(request: FastifyRequest, _access: A): ContextFor<A> {
  if (!request.requestContext) throw new Error(`No request context for ${request.method} ${request.url}`);
  return request.requestContext as ContextFor<A>;
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EMBEDDED_ISSUER } from '../../platform/auth/token-verifier.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import { resolveCaller, resolveScopedTenant } from '../tenancy/index.ts';

/** What the demo's writes share with a request: where the product answers and where to log. */
export interface DemoScope {
  database: Database;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The moment the demo's week is counted from. */
  now: Date;
}

function basics(scope: DemoScope) {
  const tasks: (() => Promise<void>)[] = [];
  return {
    tasks,
    context: {
      language: 'sv' as const,
      requestId: `demo-${randomUUID()}`,
      publicUrl: scope.publicUrl,
      log: scope.log,
      now: () => scope.now,
      afterCommit: (task: () => Promise<void>) => void tasks.push(task),
    },
  };
}

/**
 * Runs `work` as a member of the firm, exactly as one of that member's requests would: one
 * transaction in the firm's scope, the caller resolved from the sign-in's subject, so the
 * product's services apply every rule and row-level security holds.
 */
export async function asDemoMember<T>(
  scope: DemoScope,
  tenantId: string,
  subject: string,
  work: (context: RequestContext) => Promise<T>,
): Promise<T> {
  const { tasks, context } = basics(scope);
  const identity = { issuer: EMBEDDED_ISSUER, subject };
  const result = await scope.database.withTenant({ tenantId, identity }, async (tx) => {
    const caller = await resolveCaller(tx, { issuer: EMBEDDED_ISSUER, sub: subject });
    if (!caller) throw new Error(`The demo sign-in ${subject} is no member of ${tenantId}`);
    // The demo is made without outside services: nothing it runs would leave the transaction; it
    // reads what it has just written, in that transaction.
    return work({
      ...context,
      ...caller,
      tx,
      outsideTransaction: (outside) => outside(),
      standbyRead: (read) => read(tx),
      lastWritePosition: null,
    });
  });
  for (const task of tasks) await task();
  return result;
}

/** Runs `work` as a customer on the firm's public order page would: no caller, the firm's scope. */
export async function asDemoCustomer<T>(
  scope: DemoScope,
  tenantId: string,
  work: (context: PublicTenantContext) => Promise<T>,
): Promise<T> {
  const { tasks, context } = basics(scope);
  const result = await scope.database.withTenant({ tenantId }, async (tx) =>
    work({ ...context, tx, tenant: await resolveScopedTenant(tx) }),
  );
  for (const task of tasks) await task();
  return result;
}

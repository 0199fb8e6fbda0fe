import type { Tx } from '../../platform/db/database.ts';
import { enterPartnerScope } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/problem.ts';
import type { NetworkContext } from '../../platform/http/request-context.ts';
import { resolveTenantAndUser } from '../tenancy/index.ts';
import { networkKnowsCaller } from './network.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const NOT_IN_NETWORK: MessageRef = { key: 'network.notInNetwork' };

/**
 * Resolves a partner's call in the `:tenant`'s transaction: the firm (404 if unknown) and the
 * caller (null before their first request made their user row), then turns the transaction into
 * the partner role's and lets it go on only when the firm's network knows the caller (403).
 */
export async function resolvePartner(tx: Tx): Promise<Pick<NetworkContext, 'tenant' | 'user'> | null> {
  const { tenant, user } = await resolveTenantAndUser(tx);
  if (!tenant) throw notFound({ key: 'organisation.organisationMissing' });
  if (!user) return null;
  await enterPartnerScope(tx, tenant.id);
  if (!(await networkKnowsCaller(tx))) throw forbidden(NOT_IN_NETWORK);
  return { tenant, user };
}

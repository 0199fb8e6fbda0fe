import { identityLinkEndpoints } from '@syna/contracts/endpoints/identity-links';
import type { IdentityLinkCode } from '@syna/contracts/identity-links';
import type { Database } from '../../platform/db/database.ts';
import { recordWrite } from '../events/index.ts';
import { enterTenant, findScopedTenant } from '../tenancy/index.ts';
import { findLinkCodeTargetsByEmail } from './identity-link.repo.ts';
import { newLinkCode } from './identity-link.service.ts';

/**
 * `npm run link-code`: a link code for the member of `organizationId` with this e-mail address,
 * issued by the operator (no member need be signed in anywhere), so that a firm whose owner cannot
 * sign in at the new issuer as a member is never locked out. The same code and rules as an
 * owner's; the firm's events log records its issue without an actor.
 */
export async function issueLinkCodeByEmail(
  database: Database,
  input: { email: string; organizationId: string },
): Promise<IdentityLinkCode> {
  return database.asSystem(async (tx) => {
    await enterTenant(tx, input.organizationId);
    if (!(await findScopedTenant(tx))) throw new Error(`No organisation "${input.organizationId}"`);
    const targets = await findLinkCodeTargetsByEmail(tx, input.email);
    if (targets.length !== 1) {
      throw new Error(
        targets.length === 0
          ? `No member of "${input.organizationId}" has the e-mail ${input.email}`
          : `Several members of "${input.organizationId}" have the e-mail ${input.email}: issue their codes in the staff app`,
      );
    }
    const target = targets[0]!;
    const code = await newLinkCode(tx, input.organizationId, target, null, new Date());
    await recordWrite(tx, {
      method: 'POST',
      route: identityLinkEndpoints.issue.path,
      target: target.userId,
      actor: null,
      address: '',
      requestId: '',
    });
    return code;
  });
}

import type { MessageRef } from '@syna/contracts/messages';
import type { Organization, OrganizationUpdate } from '@syna/contracts/organization';
import type { Tenant } from '@syna/contracts/tenant';
import { badRequest } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { anonymousImageUrl } from '../content/index.ts';
import { updateOrganization, type OrganizationChange } from './organization.repo.ts';
import { toTenant } from './tenant.repo.ts';

function toOrganization(tenant: Tenant): Organization {
  return {
    id: tenant.id,
    name: tenant.name,
    email: tenant.email,
    address: tenant.address,
    insurance: tenant.insurance,
    logo: tenant.icon,
  };
}

/** The caller's organisation: name, e-mail, address, insurance and logo. */
export function getOrganization(context: RequestContext): Organization {
  return toOrganization(context.tenant);
}

/**
 * Changes the organisation's details. A logo must be an image of the organisation uploaded for
 * anyone (the public order page shows it to customers who are not signed in); anything else is
 * refused on `body.logo` and nothing changes. The initial data follows through the tenant's
 * data version (migration 0014).
 */
export async function changeOrganization(
  context: RequestContext,
  update: OrganizationUpdate,
): Promise<Organization> {
  const change: OrganizationChange = {};
  if (update.name !== undefined) change.name = update.name;
  if (update.email !== undefined) change.email = update.email;
  if (update.address !== undefined) change.address = update.address;
  if (update.insurance !== undefined) change.insurance = update.insurance;
  if (update.logo === null) change.icon = null;
  else if (update.logo !== undefined) {
    const url = await anonymousImageUrl(context, update.logo);
    if (!url) {
      const message: MessageRef = { key: 'organisation.logoNotPublicImage' };
      throw badRequest(message, { 'body.logo': [message] });
    }
    change.icon = url;
  }
  if (Object.keys(change).length === 0) return getOrganization(context);
  return toOrganization(toTenant(await updateOrganization(context.tx, change)));
}

import type { UserFeature, UserFeatureCreate } from '@syna/contracts/initial-data';
import type { ListResponse } from '@syna/contracts/list';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { deleteUserFeature, listUserFeatures, upsertUserFeature } from './user-features.repo.ts';

// The properties the caller adds to their own profile in this organisation.

export async function listProfileFeatures(context: RequestContext): Promise<ListResponse<UserFeature>> {
  const items = await listUserFeatures(context.tx, context.user.id);
  return { items, total: items.length };
}

/** Adds a property, or replaces the value of the caller's property of the same name. */
export function addProfileFeature(context: RequestContext, feature: UserFeatureCreate): Promise<UserFeature> {
  return upsertUserFeature(context.tx, context.tenant.id, context.user.id, feature);
}

export async function removeProfileFeature(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteUserFeature(context.tx, context.user.id, id)))
    throw notFound({ key: 'organisation.featureMissing' });
}

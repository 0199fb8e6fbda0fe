import { initialDataSchema, type InitialData } from '@syna/contracts/initial-data';
import type { ProfileImages } from '@syna/contracts/endpoints/profile';
import { userSettingsSchema, type ProfileUpdate, type User } from '@syna/contracts/user';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { VersionedJson } from '../../platform/http/versioned-json.ts';
import { listUserAccounts } from '../tenancy/index.ts';
import { changeUser } from '../users/index.ts';
import { describeChange } from '../events/index.ts';
import type { InitialDataCache } from './initial-data-cache.ts';

/** What the staff app loads before it mounts: the organisation, the caller, their rights and organisations. */
async function makeInitialData(context: RequestContext): Promise<InitialData> {
  const { tenant, user, roles, permissions, features } = context;
  // Parsed as the response schema would be: only the declared fields are kept and sent.
  return initialDataSchema.parse({
    tenant,
    assets: getProfileImages(context),
    features,
    accounts: await listUserAccounts(context.tx, user.id),
    user,
    roles,
    permissions,
  });
}

/**
 * The initial data, made once per version of the caller's data: the membership and rights were
 * checked for this request already, with the rows the version was read from.
 */
export function getInitialData(context: RequestContext, cache: InitialDataCache): Promise<VersionedJson> {
  return cache.answer(
    { tenantId: context.tenant.id, userId: context.user.id, version: context.initialDataVersion },
    () => makeInitialData(context),
  );
}

export function getProfile(context: RequestContext): User {
  return context.user;
}

/** The caller's picture and the organisation's logo. */
export function getProfileImages(context: RequestContext): ProfileImages {
  return { avatar: context.user.picture, logo: context.tenant.icon };
}

/**
 * Changes the caller's profile and merges the settings sent into theirs; a language sent is theirs
 * from this request on (null: the browser's again). A name part left out
 * stays as it is and null clears it; without a `name`, a change of the parts renames the
 * caller after them (unless both are now empty).
 */
export async function updateProfile(context: RequestContext, change: ProfileUpdate): Promise<User> {
  const { user } = context;
  const { properties, ...profile } = change;
  const firstName = profile.firstName !== undefined ? profile.firstName : user.firstName;
  const lastName = profile.lastName !== undefined ? profile.lastName : user.lastName;
  const namePartsChanged = profile.firstName !== undefined || profile.lastName !== undefined;
  const nameFromParts = [firstName, lastName].filter(Boolean).join(' ');
  const name = profile.name ?? (namePartsChanged && nameFromParts ? nameFromParts : user.name);
  const changed = await changeUser(context.tx, user.id, {
    ...profile,
    name,
    properties: userSettingsSchema.parse({ ...user.properties, ...properties }),
  });
  describeChange(context.tx, { action: 'update', recordType: 'profile', id: user.id, label: changed.name });
  return changed;
}

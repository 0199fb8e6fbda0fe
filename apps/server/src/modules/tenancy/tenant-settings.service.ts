import { FEATURE_CATALOG, type CatalogFeature } from '@syna/contracts/feature-catalog';
import type { Feature } from '@syna/contracts/initial-data';
import type { ListResponse } from '@syna/contracts/list';
import { tenantSettingsSchema, type TenantSettings, type TenantSettingsChange } from '@syna/contracts/tenant';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import { issueMessage } from '@syna/contracts/messages';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { listTenantFeatures, setTenantFeature } from './tenant-features.repo.ts';
import { saveTenantSettings } from './tenant-settings.repo.ts';

/** The organisation's settings, every one with its value or default. */
export function getTenantSettings(context: RequestContext): TenantSettings {
  return context.tenant.settings;
}

/**
 * Merges a change into the tenant's settings and stores them, after checking the merged whole
 * (a rule may span settings, e.g. the day's end after its start): a bad merge changes nothing.
 */
export async function changeTenantSettings(
  context: RequestContext,
  change: TenantSettingsChange,
): Promise<TenantSettings> {
  const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const merged = tenantSettingsSchema.safeParse({ ...context.tenant.settings, ...given });
  if (!merged.success) {
    const errors: FieldErrors = {};
    for (const issue of merged.error.issues) {
      (errors[['body', ...issue.path.map(String)].join('.')] ??= []).push(issueMessage(issue));
    }
    throw badRequest({ key: 'organisation.invalidSettings' }, errors);
  }
  await saveTenantSettings(context.tx, merged.data);
  return merged.data;
}

/** Stores the scoped tenant's settings whole, already checked: a firm being set up (the demo seed). */
export function storeTenantSettings(tx: Tx, settings: TenantSettings): Promise<void> {
  return saveTenantSettings(tx, settings);
}

/** The features of the organisation, switched on or off, by name. */
export async function listFeatures(context: RequestContext): Promise<ListResponse<Feature>> {
  const items = await listTenantFeatures(context.tx);
  return { items, total: items.length };
}

/**
 * Switches one of the organisation's features on or off. Off, its endpoints answer 404 and the
 * menu leaves its items out from the next request on (the features move the tenant's initial-data
 * version); nothing of its data is deleted, so switching it on again brings everything back.
 */
export async function switchFeature(context: RequestContext, id: string, enabled: boolean): Promise<Feature> {
  const feature = await setTenantFeature(context.tx, id, enabled);
  if (!feature) throw notFound({ key: 'organisation.tenantFeatureMissing' });
  return feature;
}

/** The catalogue of features a firm can switch on (the same for every firm). */
export async function featureCatalog(): Promise<ListResponse<CatalogFeature>> {
  return { items: [...FEATURE_CATALOG], total: FEATURE_CATALOG.length };
}

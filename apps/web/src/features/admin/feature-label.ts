import { TENANT_FEATURES, type TenantFeature } from '@syna/contracts/permissions';

export type FeatureLabelKey = `featureName.${TenantFeature}`;

const isTenantFeature = (name: string): name is TenantFeature =>
  (TENANT_FEATURES as readonly string[]).includes(name);

/** Translation key of a firm feature's name (`orders` → "Beställningar"); null for an unknown one. */
export function featureLabelKey(name: string): FeatureLabelKey | null {
  return isTenantFeature(name) ? `featureName.${name}` : null;
}

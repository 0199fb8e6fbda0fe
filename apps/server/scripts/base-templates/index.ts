import type { BaseTemplateKey } from '@syna/contracts/document-templates';
import { buildFakturaunderlag } from './fakturaunderlag.ts';
import { buildOrderbekraftelse } from './orderbekraftelse.ts';
import { buildOverlatelsebesiktning } from './overlatelsebesiktning.ts';

/** How each base template is built, by its key in BASE_TEMPLATES. */
export const BASE_TEMPLATE_BUILDERS: Record<BaseTemplateKey, () => Promise<Buffer>> = {
  overlatelsebesiktning: buildOverlatelsebesiktning,
  orderbekraftelse: buildOrderbekraftelse,
  fakturaunderlag: buildFakturaunderlag,
};

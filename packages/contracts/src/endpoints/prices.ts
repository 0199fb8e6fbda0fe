import { z } from 'zod/mini';
import {
  assignmentPriceInputSchema,
  assignmentPriceSchema,
  PRICED_TYPE_KINDS,
  priceArticleInputSchema,
  priceArticleSchema,
  priceListSchema,
  typePriceInputSchema,
  typePriceSchema,
} from '../prices.ts';
import { ADMIN, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';

const service = 'vb';
const admin = '/:tenant/v1/vb/admin/prices';
const tenantParams = z.object({ tenant: z.string() });
const idParams = z.object({ tenant: z.string(), id: z.uuid({ error: 'prices.articleMissing' }) });
const typeParams = z.object({
  tenant: z.string(),
  kind: z.enum(PRICED_TYPE_KINDS, { error: 'prices.typeMissing' }),
  typeId: z.uuid({ error: 'prices.typeMissing' }),
});
const assignmentParams = z.object({
  tenant: z.string(),
  id: z.uuid({ error: 'assignments.assignmentMissing' }),
});

/**
 * The firm's price list (administrators change it; every member reads it to price an assignment)
 * and an assignment's price rows.
 */
export const priceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/prices',
    access: permitted('inspections.read'),
    service,
    summary: 'The price list: the inspection and order types that have a price, and the extras (articles)',
    params: tenantParams,
    response: priceListSchema,
  }),
  setTypePrice: endpoint({
    method: 'PUT',
    path: `${admin}/types/:kind/:typeId`,
    access: ADMIN,
    service,
    summary:
      'Set the price of an inspection type or an order type (excl. VAT, in öre), its VAT rate and article',
    params: typeParams,
    body: typePriceInputSchema,
    response: typePriceSchema,
  }),
  removeTypePrice: endpoint({
    method: 'DELETE',
    path: `${admin}/types/:kind/:typeId`,
    access: ADMIN,
    service,
    summary: 'Take away the price of a type: its new assignments get no price row',
    params: typeParams,
    status: 204,
  }),
  createArticle: endpoint({
    method: 'POST',
    path: `${admin}/articles`,
    access: ADMIN,
    service,
    summary: 'Add an extra to the price list',
    params: tenantParams,
    body: priceArticleInputSchema,
    status: 201,
    response: priceArticleSchema,
  }),
  updateArticle: endpoint({
    method: 'PUT',
    path: `${admin}/articles/:id`,
    access: ADMIN,
    service,
    summary: 'Change an extra of the price list (assignments priced earlier keep their rows)',
    params: idParams,
    body: priceArticleInputSchema,
    response: priceArticleSchema,
  }),
  removeArticle: endpoint({
    method: 'DELETE',
    path: `${admin}/articles/:id`,
    access: ADMIN,
    service,
    summary: 'Delete an extra of the price list (assignments priced earlier keep their rows)',
    params: idParams,
    status: 204,
  }),
  assignmentPrice: endpoint({
    method: 'GET',
    path: '/:tenant/v1/inspections/inspections/:id/price',
    access: permitted('inspections.read'),
    service: 'inspections',
    summary: 'An assignment’s price rows in order, with the totals (net, VAT, to pay) in öre',
    params: assignmentParams,
    response: assignmentPriceSchema,
  }),
  setAssignmentPrice: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/inspections/inspections/:id/price',
    access: permitted('inspections.price'),
    service: 'inspections',
    summary: 'Replace all of an assignment’s price rows at once; answers them with the totals',
    params: assignmentParams,
    body: assignmentPriceInputSchema,
    response: assignmentPriceSchema,
  }),
};

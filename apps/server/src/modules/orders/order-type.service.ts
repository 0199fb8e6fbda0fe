import type { ListResponse } from '@syna/contracts/list';
import type { OrderType, OrderTypeCreate, OrderTypeUpdate, PublicOrderPage } from '@syna/contracts/orders';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, type FieldErrors } from '../../platform/http/problem.ts';
import type { PublicTenantContext, RequestContext } from '../../platform/http/request-context.ts';
import {
  type LookupItem,
  type LookupScope,
  changeLookup,
  createLookup,
  getLookup,
  listInScope,
  removeLookup,
} from '../lookups/index.ts';
import { orderTypeKind } from './order-type-kind.ts';
import { findUnknownInspectionTypeIds, listOfferedInspectionTypes } from './order-type.repo.ts';
import { OFFERED_BY_ORDER_TYPE, replaceInspectionTypeList } from './inspection-type-links.repo.ts';

type PublicOrderType = PublicOrderPage['orderTypes'][number];

const scope: LookupScope = { kind: orderTypeKind, parentId: null };

type OrderTypeRow = LookupItem & { description: string | null; hidden: boolean };

/**
 * The order types as the public page shows them: named, described, with the inspection types each
 * offers (only the active ones, on the public page).
 */
async function withOfferedTypes(
  tx: Tx,
  rows: OrderTypeRow[],
  activeOnly: boolean,
): Promise<Omit<PublicOrderType, 'forms'>[]> {
  const offered = await listOfferedInspectionTypes(
    tx,
    rows.map((row) => row.id),
    { activeOnly },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    inspectionTypes: offered.get(row.id) ?? [],
  }));
}

async function withInspectionTypes(tx: Tx, rows: OrderTypeRow[]): Promise<OrderType[]> {
  const offered = await withOfferedTypes(tx, rows, false);
  return rows.map((row, index) => ({
    ...offered[index]!,
    hidden: row.hidden,
    sortOrder: row.sortOrder,
    archived: row.archived,
  }));
}

/** Refuses inspection types that are not the tenant's (400 per listed id, nothing written). */
async function assertInspectionTypes(tx: Tx, ids: string[] | undefined): Promise<void> {
  if (!ids) return;
  const unknown = new Set(await findUnknownInspectionTypeIds(tx, ids));
  if (unknown.size === 0) return;
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (unknown.has(id))
      errors[`body.inspectionTypeIds.${index}`] = [{ key: 'orders.inspectionTypeMissing' }];
  });
  throw badRequest({ key: 'orders.unknownInspectionTypes' }, errors);
}

/** The order types by sort order; archived ones only when asked. */
export async function listOrderTypes(
  context: RequestContext,
  includeArchived: boolean,
): Promise<ListResponse<OrderType>> {
  const rows = (await listInScope(context, scope, includeArchived)).items as OrderTypeRow[];
  const items = await withInspectionTypes(context.tx, rows);
  return { items, total: items.length };
}

export async function getOrderType(context: RequestContext, id: string): Promise<OrderType> {
  const row = (await getLookup(context, scope, id)) as OrderTypeRow;
  const [orderType] = await withInspectionTypes(context.tx, [row]);
  return orderType!;
}

export async function createOrderType(context: RequestContext, input: OrderTypeCreate): Promise<OrderType> {
  const { tx } = context;
  const { inspectionTypeIds, ...fields } = input;
  await assertInspectionTypes(tx, inspectionTypeIds);
  const item = await createLookup(context, scope, fields);
  await replaceInspectionTypeList(tx, OFFERED_BY_ORDER_TYPE, context.tenant.id, item.id, inspectionTypeIds);
  return getOrderType(context, item.id);
}

/** Changes the fields the body names; `inspectionTypeIds` replaces the offered types. */
export async function changeOrderType(
  context: RequestContext,
  id: string,
  changes: OrderTypeUpdate,
): Promise<OrderType> {
  const { tx } = context;
  const { inspectionTypeIds, ...fields } = changes;
  await assertInspectionTypes(tx, inspectionTypeIds);
  await changeLookup(context, scope, id, fields);
  if (inspectionTypeIds) {
    await replaceInspectionTypeList(tx, OFFERED_BY_ORDER_TYPE, context.tenant.id, id, inspectionTypeIds);
  }
  return getOrderType(context, id);
}

/** Deletes an order type no order uses; one in use answers 409 with the count (archive it instead). */
export async function removeOrderType(context: RequestContext, id: string): Promise<void> {
  await removeLookup(context, scope, id);
}

/** The order types the public order page offers (hidden ones only when asked), with their active types. */
export async function listOfferedOrderTypes(
  context: PublicTenantContext,
  includeHidden: boolean,
): Promise<Omit<PublicOrderType, 'forms'>[]> {
  const rows = ((await listInScope(context, scope, false)).items as OrderTypeRow[]).filter(
    (row) => includeHidden || !row.hidden,
  );
  return withOfferedTypes(context.tx, rows, true);
}

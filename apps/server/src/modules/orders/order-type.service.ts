import type { OrderType, OrderTypeCreate, OrderTypeUpdate, PublicOrderPage } from '@syna/contracts/orders';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findLookup, type LookupItem, type LookupScope } from '../lookups/lookup.repo.ts';
import {
  changeLookup,
  createLookup,
  getLookup,
  listInScope,
  removeLookup,
} from '../lookups/lookup.service.ts';
import { orderTypeKind } from './order-type-kind.ts';
import { findUnknownInspectionTypeIds, listOfferedInspectionTypes } from './order-type.repo.ts';
import { OFFERED_BY_ORDER_TYPE, replaceInspectionTypeList } from './inspection-type-links.repo.ts';

type PublicOrderType = PublicOrderPage['orderTypes'][number];

const scope: LookupScope = { kind: orderTypeKind, parentId: null };

type OrderTypeRow = LookupItem & { description: string | null; hidden: boolean };

async function withInspectionTypes(tx: Tx, rows: OrderTypeRow[]): Promise<OrderType[]> {
  const offered = await listOfferedInspectionTypes(
    tx,
    rows.map((row) => row.id),
    { activeOnly: false },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    inspectionTypes: offered.get(row.id) ?? [],
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
  const errors: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (unknown.has(id)) errors[`body.inspectionTypeIds.${index}`] = ['Besiktningstypen finns inte'];
  });
  throw badRequest('Beställningstypen innehåller okända besiktningstyper', errors);
}

export async function listOrderTypes(tx: Tx, includeArchived: boolean): Promise<OrderType[]> {
  return withInspectionTypes(tx, (await listInScope({ tx }, scope, includeArchived)).items as OrderTypeRow[]);
}

export async function getOrderType(tx: Tx, id: string): Promise<OrderType> {
  const [orderType] = await withInspectionTypes(tx, [(await getLookup({ tx }, scope, id)) as OrderTypeRow]);
  return orderType!;
}

export async function createOrderType(
  context: Pick<RequestContext, 'tx' | 'tenant'>,
  input: OrderTypeCreate,
): Promise<OrderType> {
  const { tx } = context;
  const { inspectionTypeIds, ...fields } = input;
  await assertInspectionTypes(tx, inspectionTypeIds);
  const item = await createLookup(context, scope, fields);
  await replaceInspectionTypeList(tx, OFFERED_BY_ORDER_TYPE, context.tenant.id, item.id, inspectionTypeIds);
  return getOrderType(tx, item.id);
}

/** Changes the fields the body names; `inspectionTypeIds` replaces the offered types. */
export async function changeOrderType(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: OrderTypeUpdate,
): Promise<OrderType> {
  const { inspectionTypeIds, ...fields } = changes;
  await assertInspectionTypes(tx, inspectionTypeIds);
  await changeLookup({ tx }, scope, id, fields);
  if (inspectionTypeIds) {
    await replaceInspectionTypeList(tx, OFFERED_BY_ORDER_TYPE, tenantId, id, inspectionTypeIds);
  }
  return getOrderType(tx, id);
}

/** Deletes an order type no order uses; one in use answers 409 with the count (archive it instead). */
export async function removeOrderType(tx: Tx, id: string): Promise<void> {
  await removeLookup({ tx }, scope, id);
}

/** The order types the public order page offers (hidden ones only when asked), with their active types. */
export async function listOfferedOrderTypes(tx: Tx, includeHidden: boolean): Promise<PublicOrderType[]> {
  const rows = ((await listInScope({ tx }, scope, false)).items as OrderTypeRow[]).filter(
    (row) => includeHidden || !row.hidden,
  );
  const offered = await listOfferedInspectionTypes(
    tx,
    rows.map((row) => row.id),
    { activeOnly: true },
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    inspectionTypes: offered.get(row.id) ?? [],
  }));
}

/**
 * What an order of this type may ask for: the ids of the active inspection types it offers, or
 * null when it is not an order type the tenant offers (unknown or archived; hidden is offered).
 */
export async function findOrderTypeOffer(tx: Tx, id: string): Promise<string[] | null> {
  const row = (await findLookup(tx, scope, id)) as OrderTypeRow | null;
  if (!row || row.archived) return null;
  const offered = await listOfferedInspectionTypes(tx, [id], { activeOnly: true });
  return (offered.get(id) ?? []).map((type) => type.id);
}

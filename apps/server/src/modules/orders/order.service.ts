import type { Order, OrderShare, OrderShareCreate, OrderUpdate } from '@syna/contracts/orders';
import { badRequest, conflict, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { createAssignmentFromOrder } from './order-acceptance.service.ts';
import { findUnknownInspectionTypeIds } from './order-type.repo.ts';
import { findLookup } from '../lookups/lookup.repo.ts';
import { orderTypeKind } from './order-type-kind.ts';
import { ASKED_FOR_BY_ORDER, replaceInspectionTypeList } from './inspection-type-links.repo.ts';
import {
  decideOrder,
  findInspectionNumber,
  findOrder,
  insertShare,
  listOrderInspectionTypeIds,
  lockOrder,
  updateOrder,
  type OrderRow,
} from './order.repo.ts';

export const ORDER_NOT_FOUND = 'Beställningen finns inte';

export async function getOrder(context: RequestContext, id: string): Promise<Order> {
  const order = await findOrder(context.tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order, locked, if it still waits for a decision: otherwise 404, or 409 naming the outcome. */
async function lockUndecided(context: RequestContext, id: string): Promise<OrderRow> {
  const order = await lockOrder(context.tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === 'new') return order;
  const assignment = order.inspectionId ? await findInspectionNumber(context.tx, order.inspectionId) : null;
  const outcome =
    order.status === 'rejected'
      ? 'den är avböjd'
      : assignment
        ? `uppdrag ${assignment}`
        : 'den är accepterad';
  throw conflict(`Beställningen är redan hanterad (${outcome})`);
}

/**
 * Refuses references that are not the tenant's, one error per field: the order type (archived
 * is allowed, staff may correct old orders), the inspection types and the assignment's type.
 */
async function assertReferences(context: RequestContext, changes: OrderUpdate): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (
    changes.orderTypeId &&
    !(await findLookup(context.tx, { kind: orderTypeKind, parentId: null }, changes.orderTypeId))
  ) {
    errors['body.orderTypeId'] = ['Typen av beställning finns inte'];
  }
  if (changes.types && (await findUnknownInspectionTypeIds(context.tx, changes.types)).length > 0) {
    errors['body.types'] = ['Besiktningstypen finns inte'];
  }
  if (
    changes.inspectionTypeId &&
    (await findUnknownInspectionTypeIds(context.tx, [changes.inspectionTypeId])).length > 0
  ) {
    errors['body.inspectionTypeId'] = ['Besiktningstypen finns inte'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('Beställningen innehåller ogiltiga värden', errors);
}

/**
 * `PUT /admin/order/{id}[?accept=]`: applies the corrections to an order that waits for a
 * decision; with `accept` true it then becomes an assignment, with false it is rejected. The
 * order stays locked from the first read to the commit, so of two parallel accepts one creates
 * the assignment and the other finds the order handled.
 */
export async function handleOrder(
  context: RequestContext,
  id: string,
  changes: OrderUpdate,
  accept: boolean | undefined,
): Promise<Order> {
  await lockUndecided(context, id);
  await assertReferences(context, changes);
  const { types, inspectionTypeId, inspectorId, ...fields } = changes;
  await updateOrder(context.tx, id, fields);
  if (types) await replaceInspectionTypeList(context.tx, ASKED_FOR_BY_ORDER, context.tenant.id, id, types);

  if (accept === true) {
    const order = (await lockOrder(context.tx, id))!;
    const typeId = inspectionTypeId ?? (await listOrderInspectionTypeIds(context.tx, id))[0];
    if (!typeId)
      throw badRequest('Välj besiktningstyp', { 'body.inspectionTypeId': ['Välj besiktningstyp'] });
    const inspection = await createAssignmentFromOrder(context, order, { typeId, inspectorId });
    await decideOrder(context.tx, id, {
      status: 'accepted',
      decidedBy: context.user.id,
      inspectionId: inspection.id,
    });
  } else if (accept === false) {
    await decideOrder(context.tx, id, { status: 'rejected', decidedBy: context.user.id, inspectionId: null });
  }
  return getOrder(context, id);
}

/** Records that the order was passed on to a network partner (the network itself comes later). */
export async function shareOrder(
  context: RequestContext,
  id: string,
  share: OrderShareCreate,
): Promise<OrderShare> {
  if (!(await lockOrder(context.tx, id))) throw notFound(ORDER_NOT_FOUND);
  const sharedBy = { id: context.user.id, name: context.user.name };
  return insertShare(context.tx, context.tenant.id, id, share, sharedBy);
}

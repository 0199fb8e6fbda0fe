import type { ListResponse } from '@syna/contracts/list';
import type { Order, OrderPartyMatch, OrderUpdate } from '@syna/contracts/orders';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { createAssignmentsFromOrder } from './order-acceptance.service.ts';
import { confirmBooking } from './order-announcement.service.ts';
import { describeChange } from '../events/index.ts';
import type { CustomerMailer } from './customer-mail.ts';
import { matchOrderParties } from './order-party-matches.ts';
import { findUnknownInspectionTypeIds } from './order-type.repo.ts';
import { findLookupItem } from '../lookups/index.ts';
import { orderTypeKind } from './order-type-kind.ts';
import { ASKED_FOR_BY_ORDER, replaceInspectionTypeList } from './inspection-type-links.repo.ts';
import {
  decideOrder,
  findInspectionNumber,
  findOrder,
  listOrderInspectionTypeIds,
  lockOrder,
  updateOrder,
  type OrderRow,
} from './order.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

export const ORDER_NOT_FOUND: MessageRef = { key: 'orders.orderMissing' };

export async function getOrder(context: RequestContext, id: string): Promise<Order> {
  const order = await findOrder(context.tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** `GET /admin/order/{id}/matches`: the parties that match address-book contacts, with what differs. */
export async function getPartyMatches(
  context: RequestContext,
  id: string,
): Promise<ListResponse<OrderPartyMatch>> {
  const order = await lockOrder(context.tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const items = (await matchOrderParties(context.tx, order)).map(({ row: _row, ...match }) => match);
  return { items, total: items.length };
}

/** The order, locked, if it still waits for a decision: otherwise 404, or 409 naming the outcome. */
async function lockUndecided(context: RequestContext, id: string): Promise<OrderRow> {
  const order = await lockOrder(context.tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === 'new') return order;
  const assignment = order.inspectionId ? await findInspectionNumber(context.tx, order.inspectionId) : null;
  const outcome: MessageRef =
    order.status === 'rejected'
      ? { key: 'phrases.orderRejected' }
      : assignment
        ? { key: 'phrases.orderBecameAssignment', values: { number: assignment } }
        : { key: 'phrases.orderAccepted' };
  throw conflict({ key: 'orders.alreadyHandled', values: { outcome } });
}

/**
 * Refuses references that are not the tenant's, one error per field: the order type (archived
 * is allowed, staff may correct old orders) and the inspection types.
 */
async function assertReferences(context: RequestContext, changes: OrderUpdate): Promise<void> {
  const errors: FieldErrors = {};
  if (
    changes.orderTypeId &&
    !(await findLookupItem(context, { kind: orderTypeKind, parentId: null }, changes.orderTypeId))
  ) {
    errors['body.orderTypeId'] = [{ key: 'orders.orderTypeMissing' }];
  }
  if (changes.types && (await findUnknownInspectionTypeIds(context.tx, changes.types)).length > 0) {
    errors['body.types'] = [{ key: 'orders.inspectionTypeMissing' }];
  }
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'orders.invalidOrder' }, errors);
}

/**
 * `PUT /admin/order/{id}[?accept=]`: applies the corrections to an order that waits for a
 * decision; with `accept` true it then becomes one assignment per ordered inspection type, and
 * the customer is e-mailed the booking (`confirmBooking`); with false it is rejected. A refusal (400, 409) rolls the whole request back, corrections too. The
 * order stays locked from the first read to the commit, so of two parallel accepts one creates
 * the assignment and the other finds the order handled.
 */
export async function handleOrder(
  context: RequestContext,
  id: string,
  changes: OrderUpdate,
  accept: boolean | undefined,
  mailer: CustomerMailer,
): Promise<Order> {
  await lockUndecided(context, id);
  await assertReferences(context, changes);
  const { types, inspectorId, parties, bookedDate, bookedTime, ...fields } = changes;
  await updateOrder(context.tx, id, fields);
  if (types) await replaceInspectionTypeList(context.tx, ASKED_FOR_BY_ORDER, context.tenant.id, id, types);

  if (accept === true) {
    const order = (await lockOrder(context.tx, id))!;
    const typeIds = await listOrderInspectionTypeIds(context.tx, id);
    if (typeIds.length === 0)
      throw badRequest(
        { key: 'orders.chooseInspectionType' },
        { 'body.types': [{ key: 'orders.chooseInspectionType' }] },
      );
    const [first] = await createAssignmentsFromOrder(context, order, {
      typeIds,
      inspectorId,
      parties,
      bookedDate,
      bookedTime,
    });
    await confirmBooking(context, mailer, order, first!);
    await decideOrder(context.tx, id, {
      status: 'accepted',
      decidedBy: context.user.id,
      inspectionId: first!.id,
    });
  } else if (accept === false) {
    await decideOrder(context.tx, id, { status: 'rejected', decidedBy: context.user.id, inspectionId: null });
  }
  const order = await getOrder(context, id);
  describeChange(context.tx, { action: 'update', recordType: 'order', id, label: order.number });
  return order;
}

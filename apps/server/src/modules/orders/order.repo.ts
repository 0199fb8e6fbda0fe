import { and, eq, sql } from 'drizzle-orm';
import type { Order, OrderShare, OrderStatus } from '@syna/contracts/orders';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { lateValue, type LateValue } from '../../platform/db/late-value.ts';
import { mailQueueing } from '../../platform/mail/mail-outbox.ts';
import { notificationInsert, type NoticeWrites } from '../notifications/index.ts';
import { ASKED_FOR_BY_ORDER, insertInspectionTypeList } from './inspection-type-links.repo.ts';
import { drawOrderNumber } from './order-number.repo.ts';
import { detailColumns, detailJoins, toOrder, type DetailRow } from './order-rows.repo.ts';
import { orderInspections, orderShares, orders } from './orders.tables.ts';

export type OrderValues = Omit<
  typeof orders.$inferInsert,
  'tenantId' | 'id' | 'createdAt' | 'decidedAt' | 'decidedBy' | 'inspectionId' | 'status'
>;
/** The order fields staff may correct; absent ones stay. */
export type OrderChanges = Partial<Omit<OrderValues, 'number' | 'source'>>;
export type OrderRow = typeof orders.$inferSelect;

const byId = (id: string) => and(sql`${orders.tenantId} = app_tenant()`, eq(orders.id, id));

/**
 * A new order's id and number, made by the statement that stores it (`insertNumberedOrder`), for
 * the texts that name them (the number, a link to the order) to be made beforehand.
 */
export interface NewOrderKeys {
  id: LateValue;
  number: LateValue;
}

export const newOrderKeys = (): NewOrderKeys => ({
  id: lateValue(sql`(SELECT id::text FROM fresh)`),
  number: lateValue(sql`(SELECT number FROM drawn)`),
});

/**
 * Stores a new order under a new id and a newly drawn number (`drawOrderNumber`), with the
 * inspection types asked for, and the notifications and e-mails that tell of it, in one
 * statement: the draw locks the firm's order counter until the commit, so the firm's other
 * orders wait for this statement alone. The texts name the id and number by the marks of `keys`,
 * which the statement fills in. Returns the id and the number.
 */
export async function insertNumberedOrder(
  tx: Tx,
  tenantId: string,
  keys: NewOrderKeys,
  values: Omit<OrderValues, 'number'>,
  inspectionTypeIds: readonly string[],
  announced: NoticeWrites,
): Promise<{ id: string; number: string }> {
  const late = [keys.id, keys.number];
  const placed = tx
    .insert(orders)
    .values({ ...values, id: sql`(SELECT id FROM fresh)`, tenantId, number: keys.number.value })
    .returning({ id: orders.id, number: orders.number });
  const told = [
    ...(announced.notifications.length > 0
      ? [sql`noticed AS ${notificationInsert(tx, announced.notifications, late)}`]
      : []),
    ...(announced.mails.length > 0 ? [mailQueueing(tenantId, announced.mails, late)] : []),
  ];
  // A query builder in `sql` comes in parentheses, as `AS` wants it. The id is made once, in
  // `fresh` (a volatile function keeps it materialised), for the order and every text naming it.
  const [row] = await queryRows<{ id: string; number: string }>(
    tx,
    sql`WITH fresh AS (SELECT gen_random_uuid() AS id),
             drawn AS (${drawOrderNumber()}),
             placed AS ${placed},
             typed AS (${insertInspectionTypeList(ASKED_FOR_BY_ORDER, tenantId, sql`(SELECT id FROM fresh)`, inspectionTypeIds)})
             ${sql.join(
               told.map((part) => sql`, ${part}`),
               sql``,
             )}
        SELECT id, number FROM placed`,
  );
  return row!;
}

/** The ordered inspection types' ids, the first first. */
export async function listOrderInspectionTypeIds(tx: Tx, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT inspection_type_id AS id FROM order_inspection_types
        WHERE tenant_id = app_tenant() AND order_id = ${orderId} ORDER BY position`,
  );
  return rows.map((row) => row.id);
}

export async function findOrder(tx: Tx, id: string): Promise<Order | null> {
  const [row] = await queryRows<DetailRow>(
    tx,
    sql`SELECT ${detailColumns} FROM orders o ${detailJoins} WHERE o.tenant_id = app_tenant() AND o.id = ${id}`,
  );
  return row ? toOrder(row) : null;
}

/**
 * The order's row, locked until the transaction ends: a second accept (or reject) of the same
 * order waits here, then sees the first one's outcome.
 */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(byId(id)).for('update');
  return row ?? null;
}

export async function updateOrder(tx: Tx, id: string, changes: OrderChanges): Promise<void> {
  // An update that names nothing changes nothing (and SQL cannot express it).
  if (!Object.values(changes).some((value) => value !== undefined)) return;
  await tx.update(orders).set(changes).where(byId(id));
}

/** Records the decision on an order: who decided, when, and the assignment it became. */
export async function decideOrder(
  tx: Tx,
  id: string,
  decision: { status: Exclude<OrderStatus, 'new'>; decidedBy: string; inspectionId: string | null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(byId(id));
}

/** The number of the assignment an order became, if it still exists. */
export async function findInspectionNumber(tx: Tx, inspectionId: string): Promise<string | null> {
  const [row] = await queryRows<{ number: string }>(
    tx,
    sql`SELECT number FROM inspections WHERE tenant_id = app_tenant() AND id = ${inspectionId}`,
  );
  return row?.number ?? null;
}

/** Records the assignments an accepted order became, in the given order. */
export async function insertOrderInspections(
  tx: Tx,
  tenantId: string,
  orderId: string,
  inspectionIds: string[],
): Promise<void> {
  if (inspectionIds.length === 0) return;
  await tx
    .insert(orderInspections)
    .values(inspectionIds.map((inspectionId, position) => ({ tenantId, orderId, inspectionId, position })));
}

/** A share as sent: to whom (the contact, the name and address as they were) and the queued mail. */
export interface ShareRecord {
  contact: { id: string; name: string };
  email: string;
  message: string | null;
  mailId: string;
}

export async function insertShare(
  tx: Tx,
  tenantId: string,
  orderId: string,
  share: ShareRecord,
  createdBy: { id: string; name: string },
): Promise<OrderShare> {
  const [row] = await tx
    .insert(orderShares)
    .values({
      tenantId,
      orderId,
      partner: share.contact.name,
      contactId: share.contact.id,
      email: share.email,
      mailId: share.mailId,
      message: share.message,
      createdBy: createdBy.id,
    })
    .returning();
  return {
    id: row!.id,
    partner: row!.partner,
    email: row!.email,
    contact: share.contact,
    message: row!.message,
    created: row!.createdAt.toISOString(),
    createdBy,
  };
}

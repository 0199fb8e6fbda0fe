import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatAddress } from '@syna/contracts/format';
import type { OrderObject, OrderParty } from '@syna/contracts/public-orders';
import type { Tx } from '../../platform/db/database.ts';
import { orders } from './orders.tables.ts';

/**
 * An order as the network module needs it: whether the firm has it (before it is shared), and
 * what a partner reads and may change of it. The partner's reads run in a partner transaction,
 * where row-level security admits only the orders shared with the caller, whatever is asked.
 */

type Reader = { tx: Tx };

/** Whether the firm has the order. */
export async function orderExists({ tx }: Reader, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`${orders.tenantId} = app_tenant()`, eq(orders.id, id)));
  return rows.length > 0;
}

export interface PartnerOrderRow {
  id: string;
  number: string;
  preferredDate: string;
  preferredTime: string | null;
  customer: OrderParty;
  owner1: OrderParty | null;
  owner2: OrderParty | null;
  broker: OrderParty | null;
  object: OrderObject;
  estateNumber: string | null;
  message: string | null;
}

/** An order shared with the caller; null for any other. */
export async function findOrderForPartner({ tx }: Reader, id: string): Promise<PartnerOrderRow | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      preferredDate: orders.preferredDate,
      preferredTime: orders.preferredTime,
      customer: orders.customer,
      owner1: orders.owner1,
      owner2: orders.owner2,
      broker: orders.broker,
      object: orders.object,
      estateNumber: orders.estateNumber,
      message: orders.message,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** Sets the message of an order shared with the caller; false when none is. */
export async function setOrderMessageForPartner(
  { tx }: Reader,
  id: string,
  message: string | null,
): Promise<boolean> {
  const rows = await tx.update(orders).set({ message }).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}

/** The number and address of each order shared with the caller among `ids`. */
export async function orderHeadlines(
  { tx }: Reader,
  ids: string[],
): Promise<{ id: string; number: string; title: string }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id, number: orders.number, object: orders.object })
    .from(orders)
    .where(inArray(orders.id, ids));
  return rows.map((row) => ({ id: row.id, number: row.number, title: formatAddress(row.object?.address) }));
}

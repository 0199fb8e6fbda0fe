import { asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@syna/contracts/constants';
import type { OrderObject } from '@syna/contracts/orders';
import type { Tx } from '../../platform/db/database.ts';
import { orderInspections, orders } from './orders.tables.ts';

/**
 * What a template may say of the order an assignment came from (its first, should there be
 * several), and what a customer mail needs of it: its id to be listed on, its language to speak.
 */
export interface OrderOfAssignment {
  id: string;
  language: Language;
  number: string;
  preferredDate: string;
  preferredTime: string | null;
  message: string | null;
  object: OrderObject;
}

export async function findOrderOfInspection(tx: Tx, inspectionId: string): Promise<OrderOfAssignment | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      language: orders.language,
      number: orders.number,
      preferredDate: orders.preferredDate,
      preferredTime: orders.preferredTime,
      message: orders.message,
      object: orders.object,
    })
    .from(orderInspections)
    .innerJoin(
      orders,
      sql`${orders.tenantId} = ${orderInspections.tenantId} AND ${orders.id} = ${orderInspections.orderId}`,
    )
    .where(
      sql`${orderInspections.tenantId} = app_tenant() AND ${eq(orderInspections.inspectionId, inspectionId)}`,
    )
    .orderBy(asc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

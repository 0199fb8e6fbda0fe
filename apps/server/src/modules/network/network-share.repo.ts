import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Address } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';
import type { OrderObject, OrderParty } from '@syna/contracts/public-orders';
import type { NetworkShare, SharedItem } from '@syna/contracts/network';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { inspections } from '../inspections/inspections.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { networkPartners, networkShares } from './network.tables.ts';

/**
 * Shares of orders and assignments with partners: the firm's side (in its tenant's scope) and the
 * partner's reads (in a partner transaction, where row-level security admits only the orders,
 * assignments and shares shared with the caller, whatever a query asks).
 */

/** What is shared: one order or one assignment. */
export type ShareTarget = { kind: 'order'; id: string } | { kind: 'inspection'; id: string };

const targetColumn = (target: ShareTarget) =>
  target.kind === 'order' ? networkShares.orderId : networkShares.inspectionId;

const sharesOf = (target: ShareTarget): SQL =>
  and(sql`${networkShares.tenantId} = app_tenant()`, eq(targetColumn(target), target.id))!;

/** Whether the tenant has the order or assignment. */
export async function targetExists(tx: Tx, target: ShareTarget): Promise<boolean> {
  const table = target.kind === 'order' ? orders : inspections;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sql`${table.tenantId} = app_tenant()`, eq(table.id, target.id)));
  return rows.length > 0;
}

/** Whether the tenant has the partner. */
export async function partnerExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: networkPartners.id })
    .from(networkPartners)
    .where(and(sql`${networkPartners.tenantId} = app_tenant()`, eq(networkPartners.id, id)));
  return rows.length > 0;
}

/** The shares of an order or assignment, by partner name. */
export async function listShares(tx: Tx, target: ShareTarget): Promise<NetworkShare[]> {
  const rows = await tx
    .select({ share: networkShares, partner: networkPartners })
    .from(networkShares)
    .innerJoin(
      networkPartners,
      and(
        eq(networkPartners.tenantId, networkShares.tenantId),
        eq(networkPartners.id, networkShares.partnerId),
      ),
    )
    .where(sharesOf(target))
    .orderBy(asc(networkPartners.name), asc(networkShares.id));
  return rows.map(({ share, partner }) => ({
    id: share.id,
    partner: { id: partner.id, kind: partner.kind, name: partner.name },
    mayEdit: share.mayEdit,
    sharedBy: { id: share.sharedBy, name: share.sharedByName },
    createdAt: share.createdAt.toISOString(),
  }));
}

/** Shares the target with a partner, or sets `mayEdit` of the share it has; the share's id. */
export async function upsertShare(
  tx: Tx,
  tenantId: string,
  target: ShareTarget,
  share: { partnerId: string; mayEdit: boolean; sharedBy: { id: string; name: string } },
): Promise<string> {
  const column = target.kind === 'order' ? 'order_id' : 'inspection_id';
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO network_shares (tenant_id, partner_id, ${sql.identifier(column)}, may_edit, shared_by, shared_by_name)
        VALUES (${tenantId}, ${share.partnerId}, ${target.id}, ${share.mayEdit}, ${share.sharedBy.id}, ${share.sharedBy.name})
        ON CONFLICT (tenant_id, ${sql.identifier(column)}, partner_id) WHERE ${sql.identifier(column)} IS NOT NULL
        DO UPDATE SET may_edit = excluded.may_edit
        RETURNING id`,
  );
  return row!.id;
}

/** Removes one share of the target; false when it has none with the id. */
export async function deleteShare(tx: Tx, target: ShareTarget, id: string): Promise<boolean> {
  const rows = await tx
    .delete(networkShares)
    .where(and(sharesOf(target), eq(networkShares.id, id)))
    .returning({ id: networkShares.id });
  return rows.length > 0;
}

// The partner's reads ---------------------------------------------------------------------------

/**
 * What is shared with the caller, newest first: one row per order or assignment, editable when
 * any of the caller's links (as a user, through a firm) may edit it.
 */
export async function listSharedWithCaller(tx: Tx): Promise<SharedItem[]> {
  const rows = await queryRows<{
    kind: SharedItem['kind'];
    id: string;
    number: string;
    place: Address | OrderObject | null;
    may_edit: boolean;
    shared_at: Date | string;
  }>(
    tx,
    sql`SELECT 'order' AS kind, o.id, o.number, o.object AS place,
               bool_or(s.may_edit) AS may_edit, min(s.created_at) AS shared_at
          FROM network_shares s JOIN orders o ON o.tenant_id = s.tenant_id AND o.id = s.order_id
         GROUP BY o.id, o.number, o.object
        UNION ALL
        SELECT 'inspection', i.id, i.number, i.address,
               bool_or(s.may_edit), min(s.created_at)
          FROM network_shares s JOIN inspections i ON i.tenant_id = s.tenant_id AND i.id = s.inspection_id
         GROUP BY i.id, i.number, i.address
        ORDER BY shared_at DESC, id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    number: row.number,
    title: formatAddress(
      row.kind === 'order' ? (row.place as OrderObject | null)?.address : (row.place as Address | null),
    ),
    mayEdit: row.may_edit,
    sharedAt: new Date(row.shared_at).toISOString(),
  }));
}

/** Whether any share of the target with the caller lets them edit it. */
const mayEditTarget = (column: SQL, id: string) =>
  sql<boolean>`(SELECT coalesce(bool_or(may_edit), false) FROM network_shares WHERE ${column} = ${id})`;

export interface SharedOrderRow {
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
  mayEdit: boolean;
}

/** An order shared with the caller; null for any other (row-level security hides them). */
export async function findSharedOrder(tx: Tx, id: string): Promise<SharedOrderRow | null> {
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
      mayEdit: mayEditTarget(sql`order_id`, id),
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** Sets the message of an order the caller may edit; false when none (row-level security). */
export async function updateSharedOrderMessage(tx: Tx, id: string, message: string | null): Promise<boolean> {
  const rows = await tx.update(orders).set({ message }).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}

export interface SharedInspectionRow {
  id: string;
  number: string;
  date: string | null;
  startTime: string | null;
  stopTime: string | null;
  address: Address | null;
  description: string | null;
  mayEdit: boolean;
}

/** An assignment shared with the caller; null for any other (row-level security hides them). */
export async function findSharedInspection(tx: Tx, id: string): Promise<SharedInspectionRow | null> {
  const [row] = await tx
    .select({
      id: inspections.id,
      number: inspections.number,
      date: inspections.date,
      startTime: inspections.startTime,
      stopTime: inspections.stopTime,
      address: inspections.address,
      description: inspections.description,
      mayEdit: mayEditTarget(sql`inspection_id`, id),
    })
    .from(inspections)
    .where(eq(inspections.id, id));
  return row ?? null;
}

/** Sets the description of an assignment the caller may edit; false when none (row-level security). */
export async function updateSharedInspectionDescription(
  tx: Tx,
  id: string,
  description: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(inspections)
    .set({ description, updatedAt: sql`now()` })
    .where(eq(inspections.id, id))
    .returning({ id: inspections.id });
  return rows.length > 0;
}

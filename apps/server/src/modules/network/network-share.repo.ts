import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { NetworkShare } from '@syna/contracts/network';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import { networkPartners, networkShares } from './network.tables.ts';

/**
 * Shares of orders and assignments with partners: the firm's side (in its tenant's scope) and the
 * partner's reads (in a partner transaction, where row-level security admits only the shares with
 * the caller, whatever a query asks). The orders and assignments themselves are read through
 * their modules' doors.
 */

/** What is shared: one order or one assignment. */
export type ShareTarget = { kind: 'order'; id: string } | { kind: 'inspection'; id: string };

const targetColumn = (target: ShareTarget) =>
  target.kind === 'order' ? networkShares.orderId : networkShares.inspectionId;

const sharesOf = (target: ShareTarget): SQL =>
  and(sql`${networkShares.tenantId} = app_tenant()`, eq(targetColumn(target), target.id))!;

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

/** One order or assignment shared with the caller, before its number and address are read. */
export interface SharedTarget {
  kind: ShareTarget['kind'];
  id: string;
  mayEdit: boolean;
  sharedAt: string;
}

/**
 * What is shared with the caller, newest first: one row per order or assignment, editable when
 * any of the caller's links (as a user, through a firm) may edit it.
 */
export async function listTargetsSharedWithCaller(tx: Tx): Promise<SharedTarget[]> {
  const rows = await queryRows<{
    kind: ShareTarget['kind'];
    id: string;
    may_edit: boolean;
    shared_at: Date | string;
  }>(
    tx,
    sql`SELECT CASE WHEN order_id IS NULL THEN 'inspection' ELSE 'order' END AS kind,
               coalesce(order_id, inspection_id) AS id,
               bool_or(may_edit) AS may_edit, min(created_at) AS shared_at
          FROM network_shares
         GROUP BY order_id, inspection_id
         ORDER BY shared_at DESC, id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    mayEdit: row.may_edit,
    sharedAt: new Date(row.shared_at).toISOString(),
  }));
}

/** Whether any share of the target with the caller lets them edit it. */
export async function mayEditShared(tx: Tx, target: ShareTarget): Promise<boolean> {
  const rows = await tx
    .select({ id: networkShares.id })
    .from(networkShares)
    .where(and(eq(targetColumn(target), target.id), eq(networkShares.mayEdit, true)))
    .limit(1);
  return rows.length > 0;
}

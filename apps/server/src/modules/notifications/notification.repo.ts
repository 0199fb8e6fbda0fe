import { and, count, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { Notification } from '@syna/contracts/notification';
import type { Tx } from '../../platform/db/database.ts';
import { filledIn, namesLate, type LateValue } from '../../platform/db/late-value.ts';
import { notifications } from './notifications.tables.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** The PostgreSQL channel that carries "a notification was created" to every server copy. */
export const NOTIFICATION_CHANNEL = 'syna_notifications';

/** What the channel carries: enough to load the notification in its tenant's scope. */
export interface NotificationEvent {
  tenantId: string;
  userId: string;
  id: string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    created: row.createdAt.toISOString(),
    read: row.read,
    icon: row.icon,
    category: row.category ?? null,
    attachments: row.attachments,
    attributes: row.attributes,
    action: row.action ?? null,
    timeout: row.timeout,
  };
}

const ownedBy = (userId: string) =>
  and(sql`${notifications.tenantId} = app_tenant()`, eq(notifications.userId, userId));

export async function listNotifications(tx: Tx, userId: string): Promise<Notification[]> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(ownedBy(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotification);
}

export async function countUnread(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(userId), eq(notifications.read, false)));
  return row?.unread ?? 0;
}

export async function findNotification(tx: Tx, userId: string, id: string): Promise<Notification | null> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(ownedBy(userId), eq(notifications.id, id)));
  return row ? toNotification(row) : null;
}

/** The member's newest unread notifications created at or after `since`, oldest first. */
export async function listUnreadSince(
  tx: Tx,
  userId: string,
  since: Date,
  limit: number,
): Promise<Notification[]> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(ownedBy(userId), eq(notifications.read, false), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.reverse().map(toNotification);
}

export async function markRead(tx: Tx, userId: string, id: string): Promise<Notification | null> {
  const [row] = await tx
    .update(notifications)
    .set({ read: true })
    .where(and(ownedBy(userId), eq(notifications.id, id)))
    .returning();
  return row ? toNotification(row) : null;
}

export async function removeNotification(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(and(ownedBy(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function removeAllNotifications(tx: Tx, userId: string): Promise<number> {
  const rows = await tx.delete(notifications).where(ownedBy(userId)).returning({ id: notifications.id });
  return rows.length;
}

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;

/**
 * Stores notifications and announces each on the channel, in one statement whatever their number
 * (a firm's every order handler): the announcement is a `pg_notify` in its RETURNING, which
 * listeners hear only once the transaction commits. Its message (`NotificationEvent`) is enough
 * to load the notification in its tenant's scope.
 */
export async function insertNotifications(tx: Tx, list: readonly NewNotification[]): Promise<Notification[]> {
  if (list.length === 0) return [];
  const rows = await notificationInsert(tx, list);
  return rows.map(({ announced: _announced, ...row }) => toNotification(row));
}

/**
 * The statement of `insertNotifications`, for a statement that stores other rows too (a query
 * builder becomes a common table expression there); `late` fills in values its texts and links
 * name that only that statement knows.
 */
export function notificationInsert(
  tx: Tx,
  list: readonly NewNotification[],
  late: readonly LateValue[] = [],
) {
  const text = (value: string | null | undefined) =>
    value && namesLate(value, late) ? filledIn(sql`${value}::text`, late) : value;
  const json = <Value>(value: Value) =>
    namesLate(JSON.stringify(value) ?? '', late)
      ? sql`${filledIn(sql`${JSON.stringify(value)}::text`, late)}::jsonb`
      : value;
  return tx
    .insert(notifications)
    .values(
      list.map((row) => ({
        ...row,
        subject: text(row.subject)!,
        body: text(row.body),
        action: json(row.action),
        attributes: json(row.attributes),
      })),
    )
    .returning({
      ...getTableColumns(notifications),
      announced: sql`pg_notify(${NOTIFICATION_CHANNEL}, json_build_object(
        'tenantId', ${notifications.tenantId}, 'userId', ${notifications.userId}, 'id', ${notifications.id})::text)`,
    });
}

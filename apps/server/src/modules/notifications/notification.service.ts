import { sql } from 'drizzle-orm';
import type { Notification, NotificationCreate } from '@syna/contracts/notification';
import type { Tx } from '../../platform/db/database.ts';
import { insertNotification } from './notification.repo.ts';

/** The PostgreSQL channel that carries "a notification was created" to every server copy. */
export const NOTIFICATION_CHANNEL = 'syna_notifications';

export interface NotificationEvent {
  tenantId: string;
  userId: string;
  id: string;
}

/**
 * Stores a notification for a user and announces it on the channel. The announcement is part of
 * the transaction: listeners hear of it only if the transaction commits.
 */
export async function notifyUser(
  tx: Tx,
  tenantId: string,
  input: Omit<NotificationCreate, 'route'> & { route?: string; attachments?: Notification['attachments'] },
): Promise<Notification> {
  const notification = await insertNotification(tx, {
    tenantId,
    userId: input.userId,
    subject: input.subject,
    body: input.body,
    icon: input.icon,
    category: input.category,
    timeout: input.timeout,
    attachments: input.attachments ?? [],
    attributes: input.route ? { route: input.route } : {},
  });
  const event: NotificationEvent = { tenantId, userId: input.userId, id: notification.id };
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(event)})`);
  return notification;
}

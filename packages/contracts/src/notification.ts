import { z } from 'zod';
import { listResponseSchema } from './list.ts';

export { LIVE_SOCKET_CLOSE } from './notification-values.ts';

export const NOTIFICATION_CATEGORIES = ['REMINDER', 'ERROR'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** A notification; `attributes.route` is where opening it leads. */
export const notificationSchema = z
  .object({
    id: z.string(),
    subject: z.string(),
    body: z.string().nullable(),
    created: z.string(),
    read: z.boolean(),
    icon: z.string().nullable(),
    category: z.enum(NOTIFICATION_CATEGORIES).nullable(),
    attachments: z.array(z.object({ name: z.string(), url: z.string() })),
    attributes: z.object({ route: z.string().optional() }).catchall(z.string()),
    action: z.object({ label: z.string(), route: z.string() }).nullable(),
    timeout: z.number().int().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /{tenant}/v1/vb/notifications`: the caller's notifications, newest first, and how many are unread. */
export const notificationListSchema = listResponseSchema(notificationSchema)
  .extend({ unread: z.number().int().min(0) })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Body an administrator sends to notify a member of the organisation. */
export const notificationCreateSchema = z
  .object({
    userId: z.string().uuid(),
    subject: z.string().trim().min(1).max(200),
    body: z.string().max(4000).nullable().default(null),
    icon: z.string().max(100).nullable().default(null),
    category: z.enum(NOTIFICATION_CATEGORIES).nullable().default(null),
    route: z.string().max(500).startsWith('/').optional(),
    timeout: z.number().int().min(0).max(600_000).nullable().default(null),
  })
  .meta({ id: 'NotificationCreate' });
export type NotificationCreate = z.infer<typeof notificationCreateSchema>;

/** Message pushed over the live notification socket. */
export type LiveMessage = { type: 'notification'; notification: Notification } | { type: 'ready' };

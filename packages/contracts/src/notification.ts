import { z } from 'zod';
import { listResponseSchema } from './list.ts';

export { LIVE_SOCKET_CLOSE } from './notification-values.ts';

export const NOTIFICATION_CATEGORIES = ['REMINDER', 'ERROR'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * The icons the staff app draws for a notification's `icon`; any other name is drawn as the bell.
 * The server's own notifications use these.
 */
export const NOTIFICATION_ICONS = [
  'order',
  'calendar',
  'assignment',
  'report',
  'document',
  'email',
  'warning',
  'info',
] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

/** The longest label of a notification's action button: a few words, as a button holds. */
export const NOTIFICATION_ACTION_LABEL_MAX = 60;
/** The most files one notification carries. */
export const NOTIFICATION_ATTACHMENTS_MAX = 10;
/** The longest name of an attachment (a file name). */
export const NOTIFICATION_ATTACHMENT_NAME_MAX = 200;
/** The longest route a notification leads to. */
export const NOTIFICATION_ROUTE_MAX = 500;

/**
 * A page of the staff app (`/acme/order/1`, also as `/main/acme/order/1`): a path of its own
 * site, never another site's address (`https://…`, `//host/…`) nor anything with spaces or
 * backslashes that a browser might read as one.
 */
const IN_APP_ROUTE = /^\/(?![/\\])[^\s\\]*$/;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The firm's own files a notification may offer for download, as the API serves them to its
 * members (contracts test: each matches its endpoint's path): an uploaded asset, or a file of an
 * assignment (a report) or of a contact. Group 1 is the organisation, which must be the
 * notification's own.
 */
export const NOTIFICATION_ATTACHMENT_URL = new RegExp(
  `^/([a-z0-9][a-z0-9-]{1,38}[a-z0-9])/v1/(?:content/assets/[A-Za-z0-9][A-Za-z0-9._-]{0,199}` +
    `|inspections/inspections/${UUID}/files/${UUID}|contact/${UUID}/files/${UUID})$`,
);

/** The organisation an attachment's address belongs to, or null for an address that is no attachment. */
export function attachmentTenant(url: string): string | null {
  return NOTIFICATION_ATTACHMENT_URL.exec(url)?.[1] ?? null;
}

const inAppRouteSchema = z
  .string()
  .max(NOTIFICATION_ROUTE_MAX, { error: 'validation.tooLong' })
  .regex(IN_APP_ROUTE, { error: 'organisation.notificationRoute' });

/** A button on the notification that leads to a page of the app. */
export const notificationActionSchema = z.object({
  label: z.string().trim().min(1, { error: 'validation.actionLabel' }).max(NOTIFICATION_ACTION_LABEL_MAX, {
    error: 'validation.tooLong',
  }),
  route: inAppRouteSchema,
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** A file the notification offers: its name, and where the firm's API serves it. */
export const notificationAttachmentSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.name' })
    .max(NOTIFICATION_ATTACHMENT_NAME_MAX, { error: 'validation.tooLong' }),
  url: z.string().regex(NOTIFICATION_ATTACHMENT_URL, { error: 'organisation.notificationAttachmentUrl' }),
});
export type NotificationAttachment = z.infer<typeof notificationAttachmentSchema>;

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
    route: inAppRouteSchema.optional(),
    action: notificationActionSchema.nullable().default(null),
    attachments: z
      .array(notificationAttachmentSchema)
      .max(NOTIFICATION_ATTACHMENTS_MAX, { error: 'validation.tooManyAttachments' })
      .default([]),
    timeout: z.number().int().min(0).max(600_000).nullable().default(null),
  })
  .meta({ id: 'NotificationCreate' });
export type NotificationCreate = z.infer<typeof notificationCreateSchema>;

/** Message pushed over the live notification socket. */
export type LiveMessage = { type: 'notification'; notification: Notification } | { type: 'ready' };

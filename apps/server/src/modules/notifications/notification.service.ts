import type { WebSocket } from 'ws';
import {
  attachmentTenant,
  type Notification,
  type NotificationCreate,
  type NotificationList,
} from '@syna/contracts/notification';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { isMember } from '../tenancy/index.ts';
import type { NotificationHub } from './notification-hub.ts';
import {
  countUnread,
  insertNotifications,
  type NewNotification,
  listNotifications,
  markRead,
  removeAllNotifications,
  removeNotification,
} from './notification.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const NOTIFICATION_NOT_FOUND: MessageRef = { key: 'organisation.notificationMissing' };
const NOT_A_MEMBER: MessageRef = { key: 'organisation.recipientNotMember' };
const FOREIGN_ATTACHMENT: MessageRef = { key: 'organisation.notificationAttachmentUrl' };

/** What a notification is made of; the server's own notifications leave out what they do not use. */
export type NotificationInput = Omit<NotificationCreate, 'route' | 'action' | 'attachments'> &
  Partial<Pick<NotificationCreate, 'route' | 'action' | 'attachments'>>;

/**
 * Stores notifications for users and announces them on the channel, in one statement whatever
 * their number. The announcement is part of the transaction: listeners hear of it only if the
 * transaction commits. Background work without a request (reminders) sends through here too,
 * hence the transaction and tenant instead of a context.
 */
export async function notifyUsers(
  tx: Tx,
  tenantId: string,
  inputs: readonly NotificationInput[],
): Promise<Notification[]> {
  return insertNotifications(tx, notificationRows(tenantId, inputs));
}

/** The rows of the notifications `notifyUsers` stores. */
export function notificationRows(tenantId: string, inputs: readonly NotificationInput[]): NewNotification[] {
  return inputs.map((input): NewNotification => ({
    tenantId,
    userId: input.userId,
    subject: input.subject,
    body: input.body,
    icon: input.icon,
    category: input.category,
    timeout: input.timeout,
    action: input.action ?? null,
    attachments: input.attachments ?? [],
    attributes: input.route ? { route: input.route } : {},
  }));
}

/** One user's notification; see `notifyUsers`. */
export async function notifyUser(tx: Tx, tenantId: string, input: NotificationInput): Promise<Notification> {
  const [notification] = await notifyUsers(tx, tenantId, [input]);
  return notification!;
}

/** The caller's notifications, newest first, and how many of them are unread. */
export async function listMyNotifications(context: RequestContext): Promise<NotificationList> {
  const items = await listNotifications(context.tx, context.user.id);
  return { items, total: items.length, unread: await countUnread(context.tx, context.user.id) };
}

/** Opening one of the caller's notifications marks it read. */
export async function openNotification(context: RequestContext, id: string): Promise<Notification> {
  const notification = await markRead(context.tx, context.user.id, id);
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  return notification;
}

export async function removeMyNotification(context: RequestContext, id: string): Promise<void> {
  if (!(await removeNotification(context.tx, context.user.id, id))) throw notFound(NOTIFICATION_NOT_FOUND);
}

export async function removeAllMyNotifications(context: RequestContext): Promise<void> {
  await removeAllNotifications(context.tx, context.user.id);
}

/**
 * An administrator notifies a member of the organisation; anyone else is refused (400), and so is
 * an attachment of another organisation's files.
 */
export async function sendNotification(
  context: RequestContext,
  input: NotificationCreate,
): Promise<Notification> {
  if (!(await isMember(context.tx, input.userId))) {
    throw badRequest(NOT_A_MEMBER, { 'body.userId': [NOT_A_MEMBER] });
  }
  const foreign = input.attachments.flatMap((attachment, index) =>
    attachmentTenant(attachment.url) === context.tenant.id ? [] : [`body.attachments.${index}.url`],
  );
  if (foreign.length > 0) {
    throw badRequest(
      FOREIGN_ATTACHMENT,
      Object.fromEntries(foreign.map((field) => [field, [FOREIGN_ATTACHMENT]])),
    );
  }
  return notifyUser(context.tx, context.tenant.id, input);
}

/**
 * Keeps the caller's socket open for their new notifications in this organisation, until it
 * closes or the caller's token expires.
 */
export function listenForNotifications(
  context: RequestContext,
  hub: NotificationHub,
  session: string,
  socket: WebSocket,
): void {
  hub.attach(context.tenant.id, context.user.id, session, socket, context.tokenExpiresAt);
}

import { STAFF_APP_BASE_PATH, type Language } from '@syna/contracts/constants';
import { renderMessage, type MessageRef } from '@syna/contracts/messages';
import { wantsNotice, type NoticeKind } from '@syna/contracts/notices';
import type { NotificationAttachment, NotificationIcon } from '@syna/contracts/notification';
import type { Permission } from '@syna/contracts/permissions';
import type { Tx } from '../../platform/db/database.ts';
import { queueMails, type OutgoingMail } from '../../platform/mail/mail-outbox.ts';
import { membersHolding, type NoticeRecipient, noticeRecipients } from '../users/index.ts';
import { insertNotifications, type NewNotification } from './notification.repo.ts';
import { notificationRows } from './notification.service.ts';

/** Something the server tells people of on its own, worded in each recipient's language. */
export interface Notice {
  kind: NoticeKind;
  subject: MessageRef;
  /** The text under the subject, in the recipient's language when it depends on it. */
  body: string | null | ((language: Language) => string | null);
  icon: NotificationIcon;
  /** The staff-app page it opens (below `/main`, tenant included), with the action's label. */
  open: { route: string; label: MessageRef } | null;
  attachments?: NotificationAttachment[];
}

/**
 * Where a notice was sent from: the firm, and the address its people open the app at (null in
 * background work that has none: its e-mail then names no link).
 */
export interface NoticeOrigin {
  tx: Tx;
  tenantId: string;
  publicUrl: string | null;
}

const bodyIn = (notice: Notice, language: Language) =>
  typeof notice.body === 'function' ? notice.body(language) : notice.body;

function mailText(notice: Notice, link: string | null, language: Language): string {
  const open = notice.open && link ? `${renderMessage(notice.open.label, language)}: ${link}` : null;
  const footer = renderMessage({ key: 'organisation.noticeMailFooter' }, language);
  return [bodyIn(notice, language), open, footer].filter(Boolean).join('\n\n');
}

export type { NoticeRecipient };

/** Whom a notice is for: the users named, or the firm's members holding a permission. */
export type NoticeAudience = readonly string[] | { holding: Permission };

/**
 * Whom a notice is for, with how each chose to hear of it: read apart from the telling, so that a
 * caller about to take a lock reads them first and tells them after (`sendNoticeTo`).
 */
export async function findNoticeRecipients(tx: Tx, audience: NoticeAudience): Promise<NoticeRecipient[]> {
  return 'holding' in audience
    ? membersHolding(tx, audience.holding)
    : noticeRecipients(tx, [...new Set(audience)]);
}

/**
 * Tells each of the users of something as each chose in their settings: live in the app, by
 * e-mail (for the kinds that may come so, to a user with an address), both or neither. Part of
 * the caller's transaction, so nobody hears of a change that did not happen. Whatever the number
 * of recipients: one statement reads them, one stores and announces the notifications, and one
 * queues the e-mails when anyone chose e-mail.
 */
export async function sendNotice(
  origin: NoticeOrigin,
  audience: NoticeAudience,
  notice: Notice,
): Promise<void> {
  await sendNoticeTo(origin, await findNoticeRecipients(origin.tx, audience), notice);
}

/** Tells the recipients found (`findNoticeRecipients`) of something, as `sendNotice`; it only writes. */
export async function sendNoticeTo(
  origin: NoticeOrigin,
  recipients: readonly NoticeRecipient[],
  notice: Notice,
): Promise<void> {
  const { notifications, mails } = noticeWrites(origin, recipients, notice);
  await insertNotifications(origin.tx, notifications);
  await queueMails(origin.tx, origin.tenantId, mails);
}

/** What telling of a notice stores: the notifications in the app and the e-mails (`sendNoticeTo`). */
export interface NoticeWrites {
  notifications: NewNotification[];
  mails: OutgoingMail[];
}

/**
 * The rows telling the recipients of a notice, each as they chose: for a caller that stores them
 * in a statement of its own (`notificationInsert`, `mailQueueing`) with other rows.
 */
export function noticeWrites(
  origin: Omit<NoticeOrigin, 'tx'>,
  recipients: readonly NoticeRecipient[],
  notice: Notice,
): NoticeWrites {
  const link =
    notice.open && origin.publicUrl ? `${origin.publicUrl}${STAFF_APP_BASE_PATH}${notice.open.route}` : null;
  const notifications = notificationRows(
    origin.tenantId,
    recipients
      .filter((recipient) => wantsNotice(recipient.choices, notice.kind, 'app'))
      .map((recipient) => ({
        userId: recipient.userId,
        subject: renderMessage(notice.subject, recipient.language),
        body: bodyIn(notice, recipient.language),
        icon: notice.icon,
        category: null,
        timeout: null,
        ...(notice.open
          ? {
              route: notice.open.route,
              action: {
                label: renderMessage(notice.open.label, recipient.language),
                route: notice.open.route,
              },
            }
          : {}),
        attachments: notice.attachments ?? [],
      })),
  );
  const mails = recipients.flatMap((recipient) =>
    recipient.email && wantsNotice(recipient.choices, notice.kind, 'email')
      ? [
          {
            to: [recipient.email],
            subject: renderMessage(notice.subject, recipient.language),
            text: mailText(notice, link, recipient.language),
          },
        ]
      : [],
  );
  return { notifications, mails };
}

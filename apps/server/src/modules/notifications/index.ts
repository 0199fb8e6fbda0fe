// The notifications module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { notificationsModule } from './notifications.module.ts';
export { NotificationHub } from './notification-hub.ts';
export { notifyUser } from './notification.service.ts';
export { NOTIFICATION_CHANNEL, notificationInsert } from './notification.repo.ts';
export {
  findNoticeRecipients,
  type Notice,
  type NoticeAudience,
  type NoticeOrigin,
  type NoticeRecipient,
  sendNotice,
  noticeWrites,
  type NoticeWrites,
  sendNoticeTo,
} from './notice.service.ts';

import { describe, expect, it } from 'vitest';
import type { Notification } from '@syna/contracts/notification';
import {
  EMPTY_NOTIFICATION_LIST,
  notificationTarget,
  withNotificationAdded,
  withNotificationRemoved,
  withNotificationUpdated,
} from './notification-cache';

const notification = (id: string, read = false): Notification => ({
  id,
  subject: `Notis ${id}`,
  body: null,
  created: '2026-11-23T09:05:00Z',
  read,
  icon: null,
  category: null,
  attachments: [],
  attributes: {},
  action: null,
  timeout: null,
});

describe('notification cache', () => {
  it('adds a live notification on top and counts it as unread', () => {
    const list = withNotificationAdded(
      withNotificationAdded(EMPTY_NOTIFICATION_LIST, notification('1')),
      notification('2'),
    );
    expect(list.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(list).toMatchObject({ total: 2, unread: 2 });
  });

  it('does not count the same notification twice', () => {
    const once = withNotificationAdded(EMPTY_NOTIFICATION_LIST, notification('1'));
    expect(withNotificationAdded(once, notification('1'))).toMatchObject({ total: 1, unread: 1 });
  });

  it('lowers the unread count when one is read or removed', () => {
    const list = withNotificationAdded(
      withNotificationAdded(EMPTY_NOTIFICATION_LIST, notification('1')),
      notification('2'),
    );
    const read = withNotificationUpdated(list, notification('1', true));
    expect(read).toMatchObject({ total: 2, unread: 1 });
    const removed = withNotificationRemoved(read, '2');
    expect(removed).toMatchObject({ total: 1, unread: 0 });
    expect(withNotificationRemoved(removed, '1')).toEqual(EMPTY_NOTIFICATION_LIST);
  });

  it('finds the route a notification leads to', () => {
    expect(notificationTarget('/acme/order/7')).toBe('/acme/order/7');
    expect(notificationTarget('/main/acme/order/7')).toBe('/acme/order/7');
    expect(notificationTarget('https://evil.example')).toBeNull();
    expect(notificationTarget('//evil.example')).toBeNull();
    expect(notificationTarget(undefined)).toBeNull();
  });
});

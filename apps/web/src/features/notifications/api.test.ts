import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@syna/contracts/notification';
import { createQueryClient } from '@/lib/http/query-client';
import { addNotificationToCache, notificationKeys } from './api';
import { EMPTY_NOTIFICATION_LIST, withNotificationAdded } from './notification-cache';

const arrived: Notification = {
  id: 'n-1',
  subject: 'Rapporten är klar',
  body: null,
  created: '2026-11-29T09:05:00Z',
  read: false,
  icon: 'report',
  category: null,
  attachments: [],
  attributes: {},
  action: null,
  timeout: null,
};

/** A list query whose answers the test hands out one at a time, as a slow server would. */
function slowList() {
  const queryClient = createQueryClient();
  const answers: ((list: NotificationList) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: notificationKeys.list('acme'),
    queryFn: () => new Promise<NotificationList>((resolve) => answers.push(resolve)),
  });
  const stop = observer.subscribe(() => undefined);
  const current = () => queryClient.getQueryData<NotificationList>(notificationKeys.list('acme'));
  return { queryClient, answers, current, stop };
}

describe('a live notification and the cached list', () => {
  it('is not lost when the first fetch of the list, begun before it existed, answers after it', async () => {
    const { queryClient, answers, current, stop } = slowList();
    expect(answers).toHaveLength(1);

    const adding = addNotificationToCache(queryClient, 'acme', arrived);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(EMPTY_NOTIFICATION_LIST);
    answers[1]!(withNotificationAdded(EMPTY_NOTIFICATION_LIST, arrived));
    await adding;

    expect(current()?.items.map((item) => item.id)).toEqual(['n-1']);
    expect(current()?.unread).toBe(1);
    stop();
  });

  it('counts it at once on a list already fetched, and keeps it through a refetch begun before it', async () => {
    const { queryClient, answers, current, stop } = slowList();
    answers[0]!(EMPTY_NOTIFICATION_LIST);
    await vi.waitFor(() => expect(current()?.total).toBe(0));

    void queryClient.refetchQueries({ queryKey: notificationKeys.list('acme') });
    expect(answers).toHaveLength(2);
    const adding = addNotificationToCache(queryClient, 'acme', arrived);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    expect(current()?.unread).toBe(1);
    answers[1]!(EMPTY_NOTIFICATION_LIST);
    answers[2]!(withNotificationAdded(EMPTY_NOTIFICATION_LIST, arrived));
    await adding;

    expect(current()?.items.map((item) => item.id)).toEqual(['n-1']);
    stop();
  });
});

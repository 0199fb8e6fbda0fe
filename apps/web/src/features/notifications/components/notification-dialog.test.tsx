// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Notification } from '@syna/contracts/notification';
import { initI18n } from '@/lib/i18n/i18n';
import { notificationKeys } from '@/features/notifications/api';
import type { NotificationList } from '@syna/contracts/notification';
import { NotificationDialog } from './notification-dialog';

const notification: Notification = {
  id: 'n1',
  subject: 'Besiktning imorgon',
  body: 'Storgatan 12 kl. 09:00',
  created: '2026-11-23T09:05:00Z',
  read: false,
  icon: null,
  category: 'REMINDER',
  attachments: [],
  attributes: { route: '/acme/settings' },
  action: null,
  timeout: null,
};

function renderDialog(onClose: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const list: NotificationList = { items: [notification], total: 1, unread: 1 };
  queryClient.setQueryData(notificationKeys.list('acme'), list);
  const router = createMemoryRouter(
    [
      { path: '/:tenant', element: <NotificationDialog open onClose={onClose} /> },
      { path: '/:tenant/settings', element: <p>settings page</p> },
    ],
    { initialEntries: ['/acme'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

beforeAll(async () => {
  await initI18n().changeLanguage('sv');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationDialog', () => {
  it('closes one second after the list becomes empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(screen.getByText('Besiktning imorgon')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort notisen Besiktning imorgon' }));
    await screen.findByText('Inga notiser');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 1_500 });
  });

  it('marks an opened notification read and goes to its route', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...notification, read: true }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const { queryClient, router } = renderDialog(onClose);

    fireEvent.click(screen.getByRole('button', { name: /^Oläst:\s*Besiktning imorgon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/settings'));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/acme/v1/vb/notifications/n1/read',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<NotificationList>(notificationKeys.list('acme'))?.unread).toBe(0),
    );
  });
});

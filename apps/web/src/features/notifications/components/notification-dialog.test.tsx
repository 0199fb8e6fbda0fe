// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const reportReady: Notification = {
  ...notification,
  id: 'n2',
  subject: 'Rapporten för uppdrag 2026-0001 är klar',
  body: null,
  icon: 'report',
  category: null,
  attributes: { route: '/acme/inspections/a1' },
  action: { label: 'Öppna uppdraget', route: '/acme/inspections/a1' },
  attachments: [
    { name: 'Protokoll 2026-0001 v1.pdf', url: '/acme/v1/inspections/inspections/a1/files/f1' },
    {
      name: 'Protokoll 2026-0001 v1.docx',
      url: '/acme/v1/inspections/inspections/7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3/files/0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
    },
    { name: 'Annan sajt.pdf', url: 'https://evil.example/a.pdf' },
  ],
};

function renderDialog(onClose: () => void, items: Notification[] = [notification]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const list: NotificationList = { items, total: items.length, unread: items.length };
  queryClient.setQueryData(notificationKeys.list('acme'), list);
  const router = createMemoryRouter(
    [
      { path: '/:tenant', element: <NotificationDialog open onClose={onClose} /> },
      { path: '/:tenant/settings', element: <p>settings page</p> },
      { path: '/:tenant/inspections/:id', element: <p>assignment page</p> },
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
  vi.restoreAllMocks();
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

  it('draws the icon it names, its category’s without one, and the bell for a name it does not know', () => {
    const unknown = { ...notification, id: 'n3', subject: 'Okänd ikon', icon: 'mdi-rocket', category: null };
    renderDialog(vi.fn(), [reportReady, notification, unknown]);
    const drawn = screen.getAllByTestId('notification-icon').map((icon) => icon.getAttribute('data-icon'));
    expect(drawn).toEqual(['report', 'REMINDER', 'bell']);
    expect(screen.queryByText('mdi-rocket')).toBeNull();
  });

  it('offers the action as a button that marks the notification read and goes where it leads', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ...reportReady, read: true }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const { router } = renderDialog(onClose, [reportReady]);

    fireEvent.click(screen.getByRole('button', { name: 'Öppna uppdraget' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/inspections/a1'));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/acme/v1/vb/notifications/n2/read',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('lists the firm’s own files by name as download links, and no other site’s', async () => {
    const fetchMock = vi.fn(async () => new Response('PK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderDialog(vi.fn(), [reportReady]);

    const files = within(screen.getByRole('list', { name: 'Bilagor' })).getAllByRole('link');
    expect(files.map((file) => file.textContent)).toEqual(['Protokoll 2026-0001 v1.docx']);
    expect(screen.queryByText('Annan sajt.pdf')).toBeNull();
    // The first has no file's address (its ids are no ids): the app shows only what the server would take.
    expect(screen.queryByText('Protokoll 2026-0001 v1.pdf')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Ladda ned Protokoll 2026-0001 v1.docx' }));
    await waitFor(() => expect(saved).toEqual(['Protokoll 2026-0001 v1.docx']));
    expect(fetchMock).toHaveBeenCalledWith(
      reportReady.attachments[1]!.url,
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

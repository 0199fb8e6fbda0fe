// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@syna/contracts/notification';
import { eventBus } from '@/lib/event-bus';
import { orderKeys } from './query-keys';
import { isOrderRoute, useOrderLiveRefresh } from './order-live-refresh';

const notification = (route: string): Notification => ({
  id: 'n1',
  subject: 'Ny beställning',
  body: null,
  created: '2026-05-04T08:00:00Z',
  read: false,
  icon: null,
  category: null,
  attachments: [],
  attributes: { route },
  action: null,
  timeout: null,
});

describe('isOrderRoute', () => {
  it('knows order routes, with or without tenant and base path', () => {
    expect(isOrderRoute('/order/0b1c')).toBe(true);
    expect(isOrderRoute('/acme/order/0b1c')).toBe(true);
    expect(isOrderRoute('/main/acme/order/0b1c')).toBe(true);
    expect(isOrderRoute('/acme/order')).toBe(true);
  });

  it('leaves other routes alone', () => {
    expect(isOrderRoute(undefined)).toBe(false);
    expect(isOrderRoute('')).toBe(false);
    expect(isOrderRoute('/acme/inspections/12')).toBe(false);
    expect(isOrderRoute('/acme/admin/order')).toBe(false);
    expect(isOrderRoute('/acme/orders-archive/1')).toBe(false);
    expect(isOrderRoute('https://example.se/acme/order/1')).toBe(false);
  });
});

describe('useOrderLiveRefresh', () => {
  it('marks the cached orders stale when an order notification arrives, and only then', () => {
    const queryClient = new QueryClient();
    const inbox = orderKeys.inbox('acme', 1, 10);
    queryClient.setQueryData(inbox, { items: [], total: 0 });
    // The hook takes its tenant from the URL (`/:tenant/...`), as under the app's tenant route.
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(
          MemoryRouter,
          { initialEntries: ['/acme'] },
          createElement(Routes, null, createElement(Route, { path: '/:tenant', element: children })),
        ),
      );
    const { unmount } = renderHook(() => useOrderLiveRefresh(), { wrapper });

    eventBus.emit('notification', notification('/acme/inspections/1'));
    expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(false);
    eventBus.emit('notification', notification('/acme/order/1'));
    expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(true);
    unmount();
  });
});

// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useTenantId } from './use-tenant-id';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function at(path: string, routePath: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={children} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useTenantId', () => {
  it("is the URL's tenant, also on a page below it", () => {
    expect(renderHook(() => useTenantId(), { wrapper: at('/acme', '/:tenant') }).result.current).toBe('acme');
    const deep = renderHook(() => useTenantId(), { wrapper: at('/bygg/contact/c1', '/:tenant/contact/:id') });
    expect(deep.result.current).toBe('bygg');
  });

  it('throws outside a tenant route', () => {
    // React reports the render error on the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTenantId(), { wrapper: at('/welcome', '/welcome') })).toThrow(
      /useTenantId\(\) is used outside a tenant route/,
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { InitialData } from '@syna/contracts/initial-data';
import type { Account } from '@syna/contracts/tenant';
import { sessionKeys } from '@/lib/session/session-queries';
import { getSelectedTenantId, setSelectedTenantId } from '@/lib/session/selected-tenant';
import { selectTenant } from './select-tenant';

const account = (tenantId: string): Account => ({
  id: `a-${tenantId}`,
  tenant: { id: tenantId, name: tenantId },
  name: 'Ulla',
  roles: ['user'],
});
const initialData = (tenantId: string) =>
  ({ tenant: { id: tenantId }, roles: ['user'] }) as unknown as InitialData;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSelectedTenantId(null);
});

describe('selectTenant', () => {
  it('does nothing when the tenant is already the current one', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.initialData('acme'), initialData('acme'));
    setSelectedTenantId('acme');
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(selectTenant(queryClient, [account('acme')], 'acme')).resolves.toEqual(initialData('acme'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reloads the current tenant when asked', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.initialData('acme'), initialData('acme'));
    setSelectedTenantId('acme');
    const fetchMock = vi.fn(async () => Response.json({ ...initialData('acme'), roles: ['admin'] }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await selectTenant(queryClient, [account('acme')], 'acme', { reload: true });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(data?.roles).toEqual(['admin']);
  });

  it('initialises another tenant and remembers it', async () => {
    const queryClient = new QueryClient();
    setSelectedTenantId('acme');
    vi.stubGlobal('fetch', async (url: string) => Response.json(initialData(url.split('/')[1]!)));
    const data = await selectTenant(queryClient, [account('acme'), account('bygg')], 'bygg');
    expect(data?.tenant.id).toBe('bygg');
    expect(getSelectedTenantId()).toBe('bygg');
  });

  it('refuses a tenant the user has no account in, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(selectTenant(new QueryClient(), [account('acme')], 'okand')).resolves.toBeNull();
    expect(log).toHaveBeenCalled();
    expect(getSelectedTenantId()).toBeNull();
  });
});

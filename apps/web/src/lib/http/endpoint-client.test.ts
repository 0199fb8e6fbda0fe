import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { networkEndpoints } from '@syna/contracts/endpoints/network';
import { callEndpoint, tenantApi } from './endpoint-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch() {
  const fetchMock = vi.fn(async () => Response.json({}));
  vi.stubGlobal('fetch', fetchMock);
  return () => (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
}

describe('tenantApi', () => {
  it("fills the endpoint's :tenant with its organisation", async () => {
    const urls = stubFetch();
    const api = tenantApi('norrbesikt');

    await api.call(contactEndpoints.get, { params: { id: 'c-1' } });
    await api.call(contactEndpoints.tags, {});

    expect(urls()).toEqual(['/norrbesikt/v1/contact/c-1', '/norrbesikt/v1/contact/tags']);
  });

  it('leaves a call that names another organisation to callEndpoint, which keeps it', async () => {
    const urls = stubFetch();

    await callEndpoint(networkEndpoints.order, { params: { tenant: 'partner', id: 'o-1' } });

    expect(urls()).toEqual(['/partner/v1/vb/network/order/o-1']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { apiDownload, configureHttpClient } from './http-client';
import { resetHttpClientAfterEach, signedInWith } from './http-client-testing';
import { HttpError } from './http-error';

resetHttpClientAfterEach();

describe('apiDownload', () => {
  it('answers the file as it came, with the server’s file name, sent with the bearer token', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('nummer;kund\nB2026-0001;Åsa\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureHttpClient(signedInWith('token-1'));

    const file = await apiDownload('/acme/v1/vb/admin/order/export', { method: 'POST', body: { query: {} } });

    expect(file.filename).toBe('orders.csv');
    expect(await file.blob.text()).toBe('nummer;kund\nB2026-0001;Åsa\n');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(init.body).toBe('{"query":{}}');
  });

  it('turns a refusal into an HttpError with the problem’s field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              title: 'Ogiltig begäran',
              status: 400,
              errors: { 'body.query.dateTo': ['Slutdatum får inte vara före startdatum'] },
            }),
            { status: 400, headers: { 'content-type': 'application/problem+json' } },
          ),
      ),
    );

    const failure = await apiDownload('/acme/v1/vb/admin/order/export', { notify: false }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(400);
    expect((failure as HttpError).fieldErrors).toEqual({
      'body.query.dateTo': ['Slutdatum får inte vara före startdatum'],
    });
  });
});

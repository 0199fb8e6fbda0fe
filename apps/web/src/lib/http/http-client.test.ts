import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBus, type ErrorEvent } from '@/lib/event-bus';
import { apiDownload, apiRequest, configureHttpClient } from './http-client';
import { initI18n } from '@/lib/i18n/i18n';
import { resetHttpClientAfterEach, signedInWith } from './http-client-testing';
import { HttpError } from './http-error';

const problem = (status: number, title: string, detail: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title, status, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

function collectErrors(): ErrorEvent[] {
  const errors: ErrorEvent[] = [];
  let off = () => undefined as void;
  beforeEach(() => {
    off = eventBus.on('error', (error) => errors.push(error));
  });
  afterEach(() => off());
  return errors;
}

/** A fetch that never answers and fails as the browser's does once its signal aborts. */
const hangingFetch = (reason: string) => (_url: string, init: RequestInit) =>
  new Promise((_resolve, reject) => {
    const fail = () =>
      reject(new DOMException(reason, reason === 'timed out' ? 'TimeoutError' : 'AbortError'));
    if (init.signal?.aborted) fail();
    init.signal?.addEventListener('abort', fail);
  });

resetHttpClientAfterEach();

describe('apiRequest', () => {
  it('sends the bearer token, the client version and no-store', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    configureHttpClient(signedInWith('token-1'));

    await expect(apiRequest('/acme/v1/vb', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/acme/v1/vb');
    expect(init.cache).toBe('no-store');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('x-client-version')).toBe('1.0.0');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it("asks for the user's language, so that the server's messages come in it", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const languageOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers).get(
        'accept-language',
      );
    const i18n = initI18n();
    try {
      await i18n.changeLanguage('en');
      await apiRequest('/acme/v1/contact/x');
      await apiDownload('/acme/v1/orders/export');
      await i18n.changeLanguage('sv');
      await apiRequest('/acme/v1/contact/x', { authenticated: false });
    } finally {
      await i18n.changeLanguage('sv');
    }
    expect([languageOf(0), languageOf(1), languageOf(2)]).toEqual(['en', 'en', 'sv']);
  });

  it('leaves the token out of public calls and returns nothing for 204', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    configureHttpClient(signedInWith('token-1'));
    await expect(apiRequest('/v1/client-config', { authenticated: false })).resolves.toBeUndefined();
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  describe('failures', () => {
    const errors = collectErrors();

    it('reports a problem document with its title and detail', async () => {
      vi.stubGlobal('fetch', async () => problem(409, 'Conflict', 'Organisations-id är upptaget'));
      const failure = await apiRequest('/v1/account/organizations').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure).toMatchObject({ status: 409, kind: 'problem', message: 'Conflict' });
      expect(errors.at(-1)).toEqual({ message: 'Conflict', detail: 'Organisations-id är upptaget' });
    });

    it('reports 403 with the missing-permission text', async () => {
      vi.stubGlobal('fetch', async () => problem(403, 'Forbidden', 'x'));
      await apiRequest('/acme/v1/vb/admin/features').catch(() => undefined);
      expect(errors.at(-1)).toEqual({
        message: 'Åtkomst nekad',
        detail: 'Du saknar behörighet att utföra operationen',
      });
    });

    it('renews a refused token and repeats the call once, without a word to the user', async () => {
      const count = errors.length;
      const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
        new Headers(init.headers).get('authorization') === 'Bearer new'
          ? Response.json({ ok: true })
          : problem(401, 'Unauthorized', 'x'),
      );
      vi.stubGlobal('fetch', fetchMock);
      const onSessionExpired = vi.fn();
      configureHttpClient({
        getAccessToken: async () => 'old',
        renewAccessToken: async () => 'new',
        onSessionExpired,
      });
      await expect(apiRequest('/acme/v1/vb')).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(errors.length).toBe(count);
    });

    it('hands an ended sign-in to the app once, with no snackbar of its own', async () => {
      const count = errors.length;
      const fetchMock = vi.fn(async () => problem(401, 'Unauthorized', 'x'));
      vi.stubGlobal('fetch', fetchMock);
      const onSessionExpired = vi.fn();
      configureHttpClient({
        getAccessToken: async () => 'old',
        renewAccessToken: async () => null,
        onSessionExpired,
      });
      await expect(apiRequest('/acme/v1/vb')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(errors.length).toBe(count);
    });

    it('reports a missing response as error.request and other failures as error.default', async () => {
      vi.stubGlobal('fetch', async () => {
        throw new TypeError('Failed to fetch');
      });
      await apiRequest('/acme/v1/vb').catch(() => undefined);
      expect(errors.at(-1)).toEqual({ message: 'Begäran kunde inte utföras' });

      vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
      await apiRequest('/acme/v1/vb').catch(() => undefined);
      expect(errors.at(-1)).toEqual({ message: 'Ett fel inträffade' });
    });

    it('stays quiet when asked to, and when the caller cancels', async () => {
      const count = errors.length;
      vi.stubGlobal('fetch', async () => problem(404, 'Not Found', 'Organisationen finns inte'));
      await apiRequest('/okand/v1/vb', { notify: false }).catch(() => undefined);

      vi.stubGlobal('fetch', hangingFetch('aborted'));
      const controller = new AbortController();
      const cancelled = apiRequest('/acme/v1/vb', { signal: controller.signal });
      controller.abort();
      await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
      expect(errors.length).toBe(count);
    });

    it('times out', async () => {
      vi.useFakeTimers();
      vi.stubGlobal('fetch', hangingFetch('timed out'));
      const slow = apiRequest('/acme/v1/vb', { timeoutMs: 1_000 }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await slow).toMatchObject({ kind: 'request', status: null });
    });
  });
});

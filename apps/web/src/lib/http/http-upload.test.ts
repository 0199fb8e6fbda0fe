import { describe, expect, it, vi } from 'vitest';
import { eventBus, type ErrorEvent } from '@/lib/event-bus';
import { apiUpload, configureHttpClient } from './http-client';
import { initI18n } from '@/lib/i18n/i18n';
import { resetHttpClientAfterEach, signedInWith } from './http-client-testing';
import { HttpError } from './http-error';

interface Answer {
  status?: number;
  contentType?: string;
  body?: string;
  /** Fail as the browser does when no response comes. */
  networkError?: boolean;
}

/** An XMLHttpRequest that answers as told, reporting upload progress in two steps first. */
function fakeXhr(answer: Answer) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = {
      method: '',
      url: '',
      headers: {} as Record<string, string>,
      body: undefined as unknown,
    };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? (answer.contentType ?? 'application/json') : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      queueMicrotask(() => {
        if (answer.networkError) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = answer.status ?? 201;
        this.responseText = answer.body ?? '';
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

resetHttpClientAfterEach();

describe('apiUpload', () => {
  it('posts the form with the token and version, reporting progress', async () => {
    const sent = fakeXhr({ status: 201, body: '{"id":"image-1"}' });
    configureHttpClient(signedInWith('token-1'));
    const form = new FormData();
    const progress: number[] = [];
    await expect(
      apiUpload('/acme/v1/inspections/x/images', form, { onProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual({ id: 'image-1' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/acme/v1/inspections/x/images', body: form });
    expect(sent[0]!.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-client-version': '1.0.0' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("asks for the user's language", async () => {
    const sent = fakeXhr({ status: 201, body: '{"id":"image-1"}' });
    const i18n = initI18n();
    try {
      await i18n.changeLanguage('en');
      await apiUpload('/acme/v1/inspections/x/images', new FormData());
      await i18n.changeLanguage('sv');
      await apiUpload('/acme/v1/inspections/x/images', new FormData());
    } finally {
      await i18n.changeLanguage('sv');
    }
    expect(sent.map((request) => request.headers['accept-language'])).toEqual(['en', 'sv']);
  });

  it('fails with the problem document, quietly when asked to', async () => {
    const errors: ErrorEvent[] = [];
    const off = eventBus.on('error', (error) => errors.push(error));
    fakeXhr({
      status: 413,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'För stor begäran',
        status: 413,
        detail: 'Filen är för stor: högst 30 MB.',
      }),
    });
    const failure = await apiUpload('/acme/v1/x', new FormData(), { notify: false }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 413,
      message: 'För stor begäran',
      detail: 'Filen är för stor: högst 30 MB.',
    });
    expect(errors).toEqual([]);

    fakeXhr({ networkError: true });
    await apiUpload('/acme/v1/x', new FormData()).catch(() => undefined);
    expect(errors.at(-1)).toEqual({ message: 'Begäran kunde inte utföras' });
    off();
  });

  it('stops when its signal is aborted, reporting nothing', async () => {
    const errors: ErrorEvent[] = [];
    const off = eventBus.on('error', (error) => errors.push(error));
    fakeXhr({ status: 201, body: '{"id":"image-1"}' });
    const controller = new AbortController();
    const progress: number[] = [];
    const upload = apiUpload('/acme/v1/x', new FormData(), {
      signal: controller.signal,
      onProgress: (fraction) => progress.push(fraction),
    });
    controller.abort(new DOMException('Upload cancelled', 'AbortError'));
    const failure = await upload.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
    expect(errors).toEqual([]);

    const before = await apiUpload('/acme/v1/x', new FormData(), { signal: AbortSignal.abort() }).catch(
      (error: unknown) => error,
    );
    expect((before as DOMException).name).toBe('AbortError');
    off();
  });
});

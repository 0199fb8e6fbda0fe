import { CLIENT_VERSION, CLIENT_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@syna/contracts/constants';
import { currentLanguage, translate } from '@/lib/i18n/i18n';
import { showError } from '@/lib/snackbar/snackbar';
import { contentDispositionFilename } from './content-disposition';
import { HttpError, mapHttpFailure, parseProblem, type FailureInput, type MappedFailure } from './http-error';
import { requestFinished, requestStarted } from './pending-requests';
import { isOffline } from '@/lib/pwa/network';

export interface HttpClientHooks {
  /** A valid access token (refreshed first when it is about to expire), or null. */
  getAccessToken(): Promise<string | null>;
  /** A renewed token after the server refused one (a clock that is off, a sleeping laptop), or null. */
  renewAccessToken(): Promise<string | null>;
  /** The server refused the renewed token too, or renewal is impossible: the sign-in has ended. */
  onSessionExpired(): void;
}

let hooks: HttpClientHooks = {
  getAccessToken: async () => null,
  renewAccessToken: async () => null,
  onSessionExpired: () => undefined,
};

/** Connects the client to the sign-in; done once at start-up. */
export function configureHttpClient(next: HttpClientHooks): void {
  hooks = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Cancels the call (TanStack Query passes one); a cancelled call reports nothing. */
  signal?: AbortSignal;
  /** Send the bearer token; false only for the public calls made before sign-in. */
  authenticated?: boolean;
  /** Put a failure on the event bus (red snackbar). An ended sign-in is shown once, by the app. */
  notify?: boolean;
  timeoutMs?: number;
  /** Further headers of this call (`Idempotency-Key`, `If-Match`). */
  headers?: Record<string, string>;
  /** Bytes sent as they are, in place of a JSON `body` (a resumable upload's chunk). */
  bytes?: { body: Blob; contentType: string };
}

function describe(part: MappedFailure['message']): string {
  return 'key' in part ? translate(part.key) : part.text;
}

function failure(input: FailureInput, url: string, notify: boolean, cause?: unknown): HttpError {
  const mapped = mapHttpFailure(input);
  const message = describe(mapped.message);
  const detail = mapped.detail ? describe(mapped.detail) : null;
  const error = new HttpError(message, mapped.kind, input.status, detail, input.problem, url, { cause });
  // An ended sign-in is not this call's failure to show: the app says so once, and reloads to sign in.
  if (mapped.kind === 'unauthorized') hooks.onSessionExpired();
  // Offline, a call that could not be sent is no news: the top bar says the device is offline.
  else if (notify && !(mapped.kind === 'request' && isOffline())) showError(message, detail ?? undefined);
  return error;
}

/**
 * Sends an authenticated call with the current token; if the server refuses it (401), once more
 * with a renewed one, so that a token the server thinks expired is renewed without the user noticing.
 */
async function withRenewalOnRefusal<Answer extends { status: number }>(
  send: (token: string | null) => Promise<Answer>,
): Promise<Answer> {
  const answer = await send(await hooks.getAccessToken());
  if (answer.status !== 401) return answer;
  const renewed = await hooks.renewAccessToken();
  return renewed ? send(renewed) : answer;
}

/** The response of a successful call, with its body as `read` took it. */
interface Exchange<Body> {
  response: Response;
  body: Body;
}

/**
 * Every API call goes through here: bearer token, client version header, the user's language
 * (`Accept-Language`, so that the server's messages come in it), no caching, a timeout
 * (HTTP_TIMEOUT_MS), error mapping (mapHttpFailure) and the in-flight count for the progress bar.
 * `read` takes the body of a successful response; a failure's body is read as a problem.
 */
async function exchange<Body>(
  url: string,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<Body>,
): Promise<Exchange<Body>> {
  const {
    method = 'GET',
    body,
    signal,
    authenticated = true,
    notify = true,
    timeoutMs = HTTP_TIMEOUT_MS,
    headers: extraHeaders = {},
    bytes,
  } = options;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    timeoutMs,
  );
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  requestStarted();
  try {
    const send = (token: string | null) => {
      const headers = new Headers({
        Accept: accept,
        'Accept-Language': currentLanguage(),
        [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
        ...extraHeaders,
      });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      if (bytes) headers.set('Content-Type', bytes.contentType);
      return fetch(url, {
        method,
        headers,
        body: bytes ? bytes.body : body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      });
    };

    let response: Response;
    let content: { ok: true; body: Body } | { ok: false; text: string };
    try {
      response = authenticated ? await withRenewalOnRefusal(send) : await send(null);
      content = response.ok
        ? { ok: true, body: await read(response) }
        : { ok: false, text: await response.text() };
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw failure({ status: null, problem: null }, url, notify, cause);
    }

    if (!content.ok) {
      const problem = parseProblem(response.headers.get('content-type'), content.text);
      throw failure({ status: response.status, problem }, url, notify);
    }
    return { response, body: content.body };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
    requestFinished();
  }
}

/** A JSON call (see `exchange`); an empty answer is `undefined`. */
export async function apiRequest<Result>(url: string, options: RequestOptions = {}): Promise<Result> {
  const { response, body: text } = await exchange(
    url,
    options,
    'application/json, application/problem+json',
    (answer) => answer.text(),
  );
  if (response.status === 204 || !text) return undefined as Result;
  try {
    return JSON.parse(text) as Result;
  } catch (cause) {
    throw failure({ status: response.status, problem: null }, url, options.notify ?? true, cause);
  }
}

/** A file from the API (e.g. an export) and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** A call whose answer is a file (see `exchange`): the body is kept as it came. */
export async function apiDownload(url: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const { response, body } = await exchange(url, options, '*/*', (answer) => answer.blob());
  return { blob: body, filename: contentDispositionFilename(response.headers.get('content-disposition')) };
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Put a failure on the event bus (red snackbar). An ended sign-in is shown once, by the app. */
  notify?: boolean;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?(fraction: number): void;
  timeoutMs?: number;
  /** Further headers of this upload (`Idempotency-Key`). */
  headers?: Record<string, string>;
}

interface RawResponse {
  status: number;
  contentType: string | null;
  text: string;
}

function send(
  url: string,
  form: FormData,
  token: string | null,
  options: UploadOptions,
): Promise<RawResponse> {
  const { signal, onProgress, timeoutMs = HTTP_TIMEOUT_MS, headers = {} } = options;
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports how far an upload has come.
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = timeoutMs;
    request.setRequestHeader('Accept', 'application/json, application/problem+json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    request.setRequestHeader(CLIENT_VERSION_HEADER, CLIENT_VERSION);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        status: request.status,
        contentType: request.getResponseHeader('content-type'),
        text: request.responseText,
      });
    request.onerror = () => reject(new TypeError('The upload failed'));
    request.ontimeout = () => reject(new DOMException('Request timed out', 'TimeoutError'));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Upload cancelled', 'AbortError'));
    if (signal?.aborted) request.abort();
    else signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * A multipart upload (`POST`, `FormData`) with progress, otherwise like `apiRequest`: bearer token,
 * client version and language headers, timeout, error mapping and the in-flight count.
 */
export async function apiUpload<Result>(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<Result> {
  const { signal, notify = true } = options;
  requestStarted();
  try {
    let response: RawResponse;
    try {
      response = await withRenewalOnRefusal((token) => send(url, form, token, options));
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw failure({ status: null, problem: null }, url, notify, cause);
    }
    if (response.status < 200 || response.status >= 300) {
      const problem = parseProblem(response.contentType, response.text);
      throw failure({ status: response.status, problem }, url, notify);
    }
    if (response.status === 204 || !response.text) return undefined as Result;
    try {
      return JSON.parse(response.text) as Result;
    } catch (cause) {
      throw failure({ status: response.status, problem: null }, url, notify, cause);
    }
  } finally {
    requestFinished();
  }
}

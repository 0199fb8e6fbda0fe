import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { UPLOAD_SESSION_THRESHOLD_BYTES } from '@syna/contracts/upload-sessions';
import { callEndpoint, uploadEndpoint } from '@/lib/http/endpoint-client';
import type { UploadOptions } from '@/lib/http/http-client';
import { isHttpError, type HttpError } from '@/lib/http/http-error';
import type { OutboxChange, OutboxFailure, OutboxPhoto, OutboxRequest } from './outbox-change';
import { onOutboxEndpointRegistered, outboxEndpoint, type OutboxContext } from './outbox-endpoints';
import { nextToSend, rebased, retryDelayMs } from './outbox-order';
import type { OfflineStore } from './offline-store';
import { sendThroughSession, uploadSessionTransport } from './resumable-upload';

/** What the outbox shows: its changes in order and whether a run is sending them. */
export interface OutboxSnapshot {
  changes: OutboxChange[];
  syncing: boolean;
}

/** How a change was handed over: sent at once with the server's answer, or kept in the outbox. */
export type Submitted<Answer> = { queued: false; answer: Answer } | { queued: true };

/** No answer came (no network, a timeout) or the server could not answer now: try again later. */
function isTransient(error: unknown): boolean {
  if (!isHttpError(error)) return true;
  const { status } = error;
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500;
}

function failureOf(error: HttpError): OutboxFailure {
  return { status: error.status, title: error.message, detail: error.detail, fields: error.fieldErrors };
}

const versionOf = (answer: unknown): number | null => {
  const version = (answer as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : null;
};

/**
 * Sends the outbox's changes strictly in order whenever the browser is online: at start, on the
 * `online` event and when asked ("Synka nu"). Every request carries the change's id as its
 * `Idempotency-Key`, so one whose answer was lost is sent again without being applied twice. No
 * answer stops the run until a later try (2 s doubling to 5 min); a refusal (4xx) keeps the
 * change as failed with the server's reason, and the changes that depend on it wait behind it.
 */
export class SyncRunner {
  private snapshot: OutboxSnapshot = { changes: [], syncing: false };
  private readonly listeners = new Set<() => void>();
  private running = false;
  private again = false;
  private failedRuns = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly photoUrls = new Map<string, Promise<string | null>>();

  constructor(
    private readonly store: OfflineStore,
    private readonly context: OutboxContext,
  ) {}

  /** Reads the outbox and sends what waits; returns the stop function for the `online` listener. */
  start(): () => void {
    const onOnline = () => {
      this.failedRuns = 0;
      void this.run();
    };
    window.addEventListener('online', onOnline);
    const stopListening = onOutboxEndpointRegistered(() => void this.run());
    void this.refresh().then(() => this.run());
    return () => {
      window.removeEventListener('online', onOnline);
      stopListening();
      if (this.retryTimer) clearTimeout(this.retryTimer);
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): OutboxSnapshot => this.snapshot;

  private async refresh(syncing = this.running): Promise<void> {
    const changes = (await this.store.changes()).sort((first, second) => first.seq - second.seq);
    this.snapshot = { changes, syncing };
    for (const listener of this.listeners) listener();
  }

  /** The changes of one scope (an assignment) still in the outbox, in order. */
  async pending(scope: string): Promise<OutboxChange[]> {
    return (await this.store.changes()).filter((change) => change.scope === scope);
  }

  /** An address to show a photo waiting in the outbox, made once per photo. */
  photoUrl(blobId: string): Promise<string | null> {
    let url = this.photoUrls.get(blobId);
    if (!url) {
      url = this.store.photo(blobId).then((blob) => (blob ? URL.createObjectURL(blob) : null));
      this.photoUrls.set(blobId, url);
    }
    return url;
  }

  /**
   * Hands a change over: sent at once when online with nothing waiting before it, otherwise kept
   * in the outbox to keep the order. A direct send that gets no answer goes into the outbox with
   * the same key, so that a change the server made before its answer was lost is not made twice.
   */
  async submit<Answer>(
    request: OutboxRequest,
    photo?: Blob,
    options: Pick<UploadOptions, 'onProgress' | 'signal' | 'notify'> = {},
  ): Promise<Submitted<Answer>> {
    const id = crypto.randomUUID();
    const waiting = (await this.store.changes()).length > 0;
    let sending = request;
    if (navigator.onLine && !waiting) {
      // A session a large photo started is kept with the change, should it go to the outbox.
      const remember = async (session: Pick<OutboxPhoto, 'session' | 'sent' | 'size'>) => {
        sending = { ...sending, photo: { ...sending.photo!, ...session } };
      };
      try {
        return { queued: false, answer: (await this.send(id, request, photo, options, remember)) as Answer };
      } catch (error) {
        if (options.signal?.aborted || !isHttpError(error) || error.status !== null) throw error;
      }
    }
    await this.store.add(id, sending, photo);
    await this.refresh();
    void this.run();
    return { queued: true };
  }

  private async send(
    id: string,
    request: OutboxRequest,
    photo: Blob | undefined,
    // Sent from the outbox, a refusal is shown there rather than in a snackbar.
    options: Pick<UploadOptions, 'onProgress' | 'signal' | 'notify'> = { notify: false },
    remember: (session: Pick<OutboxPhoto, 'session' | 'sent' | 'size'>) => Promise<void> = async () =>
      undefined,
  ): Promise<unknown> {
    const entry = outboxEndpoint(request.endpoint);
    if (!entry) throw new Error(`No outbox endpoint is registered as ${request.endpoint}`);
    const { endpoint } = entry;
    const headers: Record<string, string> = { 'Idempotency-Key': id };
    if (request.baseVersion !== null) headers['If-Match'] = `"${request.baseVersion}"`;
    const call = { params: { ...request.params, tenant: this.context.tenantId }, body: request.body };
    if (request.photo && photo && entry.fromUpload && photo.size > UPLOAD_SESSION_THRESHOLD_BYTES) {
      const { signal, notify, onProgress } = options;
      const upload = await sendThroughSession(
        photo,
        uploadSessionTransport(this.context.tenantId, { signal, notify }),
        request.photo.session,
        {
          remember: (session, sent) => remember({ session, sent, size: photo.size }),
          onProgress: (sent, size) => onProgress?.(sent / size),
        },
      );
      // The change's key makes the photo once, however often this is sent.
      const body = { ...(request.body as object), upload, filename: request.photo.filename };
      return callEndpoint(entry.fromUpload, { ...call, body } as never, { signal, notify, headers });
    }
    if (request.photo && photo) {
      return uploadEndpoint(
        endpoint as EndpointDefinition & { transport: 'upload' },
        { ...call, file: photo, filename: request.photo.filename } as never,
        { ...options, headers },
      );
    }
    return callEndpoint(endpoint, call as never, { signal: options.signal, notify: options.notify, headers });
  }

  /** Sends the outbox now ("Synka nu"), whatever the last run's delay. */
  syncNow(): void {
    this.failedRuns = 0;
    void this.run();
  }

  /**
   * Sends a refused change again, as a new request (its refusal is the answer of its old key). One
   * refused for a colleague's change (409) is sent on top of the record as it is now: the delete
   * goes ahead, the edit's fields are the inspector's, or `body` where the inspector chose field by
   * field between the two versions.
   */
  async retry(change: OutboxChange, body: unknown = change.body): Promise<void> {
    const current = versionOf(change.error?.current);
    await this.store.put({
      ...change,
      id: crypto.randomUUID(),
      body,
      // A further conflict is judged against the version the inspector has now seen.
      base: change.error?.current ?? change.base,
      baseVersion: current ?? change.baseVersion,
      state: 'waiting',
      error: null,
    });
    await this.refresh();
    this.syncNow();
  }

  /** Drops a change the user gave up on, and its photo. */
  async discard(change: OutboxChange): Promise<void> {
    await this.store.remove(change);
    outboxEndpoint(change.endpoint)?.onDiscarded?.(change, this.context);
    await this.refresh();
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    if (!navigator.onLine) return;
    this.running = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    try {
      if ((await this.store.changes()).length === 0) return;
      await this.refresh(true);
      // After a time away the token may have run out: the first call renews it before it is sent
      // (`getAccessToken`), and one the server refuses is renewed and sent again.
      for (;;) {
        const next = nextToSend(await this.store.changes());
        if (!next) break;
        if (!(await this.deliver(next))) {
          this.failedRuns += 1;
          this.retryTimer = setTimeout(() => void this.run(), retryDelayMs(this.failedRuns));
          return;
        }
      }
      this.failedRuns = 0;
    } finally {
      this.running = false;
      await this.refresh(false);
      if (this.again) {
        this.again = false;
        void this.run();
      }
    }
  }

  /**
   * Sends one change; false when it must wait for a later run. A change whose feature's code has
   * not loaded yet waits for its registration.
   */
  private async deliver(change: OutboxChange): Promise<boolean> {
    const entry = outboxEndpoint(change.endpoint);
    if (!entry) return false;
    await this.store.put({ ...change, state: 'sending' });
    await this.refresh(true);
    const photo = change.photo ? await this.store.photo(change.photo.blobId) : undefined;
    // A large photo's session and the bytes sent are kept with the change as they go.
    let sending = change;
    const remember = async (session: Pick<OutboxPhoto, 'session' | 'sent' | 'size'>) => {
      sending = { ...sending, photo: { ...sending.photo!, ...session } };
      await this.store.put({ ...sending, state: 'sending' });
      await this.refresh(true);
    };
    try {
      const answer = await this.send(change.id, change, photo, undefined, remember);
      const version = versionOf(answer);
      if (version !== null) {
        for (const later of rebased(await this.store.changes(), change, version)) await this.store.put(later);
      }
      await this.store.remove(change);
      entry.onSent?.(answer, change, this.context);
      return true;
    } catch (error) {
      if (isTransient(error)) {
        await this.store.put({ ...sending, state: 'waiting' });
        return false;
      }
      const refusal = error as HttpError;
      const current = (refusal.problem as { current?: unknown } | null)?.current;
      const resend = refusal.status === 409 && current ? entry.onConflict?.(change, current) : null;
      await this.store.put(
        resend
          ? { ...sending, ...resend, id: crypto.randomUUID(), state: 'waiting', error: null }
          : { ...sending, state: 'failed', error: { ...failureOf(refusal), current } },
      );
      return true;
    }
  }
}

/** Where a change stands in the outbox: not sent yet, on its way, or refused by the server. */
export type OutboxState = 'waiting' | 'sending' | 'failed';

/** The server's reason for refusing a change, as the outbox keeps it to show. */
export interface OutboxFailure {
  status: number | null;
  title: string;
  detail: string | null;
  /** Field errors of a validation problem, as the server names the fields. */
  fields: Record<string, string[]>;
  /** The record as the server has it now, when the refusal is a version conflict (409). */
  current?: unknown;
}

/**
 * A photo sent as a multipart upload: its bytes are kept in the photo store under `blobId`. A
 * large one goes through an upload session instead (`resumable-upload.ts`): its id and the bytes
 * the server holds are kept here, so that a later try goes on where the last one stopped.
 */
export interface OutboxPhoto {
  blobId: string;
  filename: string;
  session?: string;
  /** The bytes the server holds of the photo, as last heard. */
  sent?: number;
  /** The photo's size, beside `sent`: how far its sending is. */
  size?: number;
}

/** What a change asks of the server: an endpoint registered with the outbox and its request. */
export interface OutboxRequest {
  /** The key the endpoint is registered under (`registerOutboxEndpoint`). */
  endpoint: string;
  /** The path's parameters, without `:tenant`. */
  params: Record<string, string>;
  body?: unknown;
  photo?: OutboxPhoto;
  /** The version the edit started from, sent as `If-Match`; null sends the change unconditionally. */
  baseVersion: number | null;
  /** The record as the edit started from, to merge a version conflict field by field. */
  base?: unknown;
  /** The ids of the records the change creates, changes or deletes. */
  writes: string[];
  /** The ids of the records that must exist on the server first (a remark's object). */
  needs: string[];
  /** What the change belongs to (an assignment), so that a page can show its own. */
  scope: string;
}

/** One change in the outbox, sent in `seq` order; `id` is its `Idempotency-Key`. */
export interface OutboxChange extends OutboxRequest {
  seq: number;
  id: string;
  created: string;
  state: OutboxState;
  error: OutboxFailure | null;
}

/** A change as it will stand in the outbox, to show what it does before the store has numbered it. */
export const asWaiting = (request: OutboxRequest): OutboxChange => ({
  ...request,
  seq: 0,
  id: '',
  created: new Date().toISOString(),
  state: 'waiting',
  error: null,
});

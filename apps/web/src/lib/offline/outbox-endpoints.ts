import type { QueryClient } from '@tanstack/react-query';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import type { OutboxChange } from './outbox-change';

/** What a change's handlers may touch: the organisation's query cache. */
export interface OutboxContext {
  tenantId: string;
  queryClient: QueryClient;
}

/** A new try of a change after a version conflict: its body on top of the record's current version. */
export interface ConflictResend {
  body: unknown;
  baseVersion: number;
}

/** An endpoint changes may be sent to through the outbox, and what its answers do to the cache. */
export interface OutboxEndpoint {
  endpoint: EndpointDefinition;
  /**
   * For a photo upload: the sibling that takes a finished upload session (`upload`, `filename`
   * beside the upload's fields) in place of the file, for photos too large to send whole.
   */
  fromUpload?: EndpointDefinition;
  /** Puts the server's answer of a change sent from the outbox into the cache. */
  onSent?(answer: unknown, change: OutboxChange, context: OutboxContext): void;
  /** The cache without a change the user discarded. */
  onDiscarded?(change: OutboxChange, context: OutboxContext): void;
  /**
   * A 409 with the record as it is now (`current`): a merged change to send again, or null to keep
   * the change as refused for the user to decide.
   */
  onConflict?(change: OutboxChange, current: unknown): ConflictResend | null;
}

const endpoints = new Map<string, OutboxEndpoint>();
const registrationListeners = new Set<() => void>();

/**
 * Lets changes of an endpoint go through the outbox under `key` (stored with each change). A
 * feature registers its endpoints when its code loads; changes waiting for one are sent then.
 */
export function registerOutboxEndpoint(key: string, entry: OutboxEndpoint): void {
  endpoints.set(key, entry);
  for (const listener of registrationListeners) listener();
}

/** The endpoint registered under `key`, or undefined while its feature's code has not loaded. */
export function outboxEndpoint(key: string): OutboxEndpoint | undefined {
  return endpoints.get(key);
}

/** Calls `listener` whenever an endpoint is registered; returns the stop function. */
export function onOutboxEndpointRegistered(listener: () => void): () => void {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}

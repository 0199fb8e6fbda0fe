import type { Problem } from '@syna/contracts/problem';

export type FailureKind = 'unauthorized' | 'forbidden' | 'problem' | 'request' | 'default';

/** Translation keys the mapping may name; kept literal so the i18n types check them. */
export type FailureMessageKey =
  | 'error.unauthorized'
  | 'error.forbidden'
  | 'error.forbiddenDetail'
  | 'error.problemTitle'
  | 'error.request'
  | 'error.default';

export interface FailureInput {
  /** HTTP status, or null when no response came at all (network error, timeout). */
  status: number | null;
  /** The body when the response was `application/problem+json`. */
  problem: Partial<Problem> | null;
}

/** What to show for a failed call: a text given by the server or a translation key. */
export interface MappedFailure {
  kind: FailureKind;
  message: { key: FailureMessageKey } | { text: string };
  detail: { key: FailureMessageKey } | { text: string } | null;
}

/**
 * What a failed call shows: 401 -> error.unauthorized (shown once by the app, which then reloads to sign in again), 403 -> error.forbidden with
 * "Du saknar behörighet att utföra operationen", a problem document -> its title (default Error)
 * and detail, no response -> error.request, anything else -> error.default.
 */
export function mapHttpFailure({ status, problem }: FailureInput): MappedFailure {
  if (status === 401) return { kind: 'unauthorized', message: { key: 'error.unauthorized' }, detail: null };
  if (status === 403) {
    return {
      kind: 'forbidden',
      message: { key: 'error.forbidden' },
      detail: { key: 'error.forbiddenDetail' },
    };
  }
  if (problem) {
    const title = problem.title?.trim();
    const detail = problem.detail?.trim();
    return {
      kind: 'problem',
      message: title ? { text: title } : { key: 'error.problemTitle' },
      detail: detail ? { text: detail } : null,
    };
  }
  if (status === null) return { kind: 'request', message: { key: 'error.request' }, detail: null };
  return { kind: 'default', message: { key: 'error.default' }, detail: null };
}

/** A failed API call, already described for the user. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number | null,
    readonly detail: string | null,
    readonly problem: Partial<Problem> | null,
    readonly url: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** Field errors of a validation problem, keyed as the server names them (`body.firstName`). */
  get fieldErrors(): Record<string, string[]> {
    return this.problem?.errors ?? {};
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** Reads a response body as a problem document when it is one; otherwise null. */
export function parseProblem(contentType: string | null, body: string): Partial<Problem> | null {
  const isJson = contentType?.includes('json') ?? false;
  if (!isJson || !body) return null;
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const looksLikeProblem =
      (contentType?.includes('application/problem+json') ?? false) || 'title' in value || 'detail' in value;
    return looksLikeProblem ? (value as Partial<Problem>) : null;
  } catch {
    return null;
  }
}

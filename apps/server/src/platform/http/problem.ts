import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '@syna/contracts/constants';
import {
  issueMessage,
  PROBLEM_TITLE_FALLBACK,
  PROBLEM_TITLES,
  renderMessage,
  type MessageRef,
} from '@syna/contracts/messages';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@syna/contracts/problem';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { StorageUnavailable } from '../storage/file-storage.ts';
import { requestLanguage } from './request-language.ts';
// Types `request.requestContext`, which the access wall sets.
import type {} from './request-context.ts';

/**
 * When a client may try again after the database or the file storage was out of reach (a restart
 * takes seconds).
 */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Field messages of a problem, by where the field is (`body.name`). */
export type FieldErrors = Record<string, MessageRef[]>;

/** What a problem of a type of its own says beyond its status: the type, its title, the record now. */
export interface ProblemKind {
  type: string;
  title?: MessageRef;
  /** The record as it is now (a version conflict's). */
  current?: unknown;
}

/**
 * An error that answers as an `application/problem+json` document. Its detail and field messages
 * are messages of the catalogue (`@syna/contracts/messages`), written in the request's language
 * when the problem is sent; the document names the detail's key too.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: MessageRef,
    readonly errors?: FieldErrors,
    /** The records the problem is about, by their numbers (see the Problem contract). */
    readonly numbers?: string[],
    readonly kind?: ProblemKind,
  ) {
    super(renderMessage(detail, 'sv'));
  }

  /** The problem document in `language`: its title, detail (and its key) and field messages. */
  toProblem(instance?: string, language: Language = 'sv'): Problem {
    return {
      type: this.kind?.type ?? 'about:blank',
      title: this.kind?.title
        ? renderMessage(this.kind.title, language)
        : (PROBLEM_TITLES[this.status] ?? PROBLEM_TITLE_FALLBACK)[language],
      status: this.status,
      detail: renderMessage(this.detail, language),
      key: this.detail.key,
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: renderedErrors(this.errors, language) } : {}),
      ...(this.numbers ? { numbers: this.numbers } : {}),
      ...(this.kind && 'current' in this.kind ? { current: this.kind.current } : {}),
    };
  }
}

function renderedErrors(errors: FieldErrors, language: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => renderMessage(message, language)),
    ]),
  );
}

export const badRequest = (detail: MessageRef, errors?: FieldErrors) => new HttpProblem(400, detail, errors);

/** The field errors of a body a service judged itself, keyed as the route's validation keys them. */
export function bodyFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues)
    (errors[['body', ...issue.path.map(String)].join('.')] ??= []).push(issueMessage(issue as never));
  return errors;
}
export const unauthorized = (detail: MessageRef = { key: 'http.notLoggedIn' }) =>
  new HttpProblem(401, detail);
export const forbidden = (detail: MessageRef = { key: 'http.forbidden' }) => new HttpProblem(403, detail);
export const notFound = (detail: MessageRef = { key: 'http.resourceMissing' }) =>
  new HttpProblem(404, detail);
/** A change that clashes with the record's state; `numbers` names the records concerned, if several. */
export const conflict = (detail: MessageRef, numbers?: string[]) =>
  new HttpProblem(409, detail, undefined, numbers);
/** Something that was there and has been removed for good (an expired export's file). */
export const gone = (detail: MessageRef) => new HttpProblem(410, detail);

function fromFrameworkError(error: FastifyError): HttpProblem {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const field = [error.validationContext ?? 'body', ...path].join('.');
      (errors[field] ??= []).push(issueMessage({ ...issue.params, message: issue.message ?? '' }));
    }
    return badRequest({ key: 'http.invalidRequest' }, errors);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new HttpProblem(413, { key: 'http.requestTooLarge' });
  if (error.statusCode === 429) return new HttpProblem(429, { key: 'http.tooManyAttempts' });
  // The framework's own refusals (a malformed body, say) are in English and not ours to word.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, { key: 'http.invalidRequest' });
  }
  return new HttpProblem(500, { key: 'http.failed' });
}

/** Adds `Accept-Language` to the reply's `Vary`, keeping what is there. */
function varyByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const listed = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(listed)) return;
  void reply.header('vary', listed ? `${listed}, Accept-Language` : 'Accept-Language');
}

/**
 * Sends a problem in the request's language (the caller's chosen one once the access wall knows
 * them, else `Accept-Language`, Swedish by default), saying which in `Content-Language`.
 */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: HttpProblem,
  instance?: string,
): FastifyReply {
  const language = request.requestContext?.language ?? requestLanguage(request.headers['accept-language']);
  varyByLanguage(reply);
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .header('content-language', language)
    .send(problem.toProblem(instance, language));
}

/** Every error, ours or the framework's, leaves as problem+json; unexpected ones are logged. */
export function registerProblemHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Not a fault of ours or the client's: the database or the object store restarts, or the
    // network dropped.
    const unavailable =
      error instanceof StorageUnavailable
        ? 'storage'
        : !(error instanceof HttpProblem) && isDatabaseUnavailable(error)
          ? 'database'
          : null;
    const problem =
      error instanceof HttpProblem
        ? error
        : unavailable
          ? new HttpProblem(503, { key: `http.${unavailable}Unavailable` })
          : fromFrameworkError(error);
    if (unavailable) {
      const err = error instanceof StorageUnavailable ? error.storeError : error;
      request.log.warn({ err }, `${unavailable} unavailable`);
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    void sendProblem(request, reply, problem, request.url.split('?')[0]);
  });
}

/** The 404 answer for unknown API paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(
    request,
    reply,
    notFound({ key: 'http.pathMissing', values: { path: request.url.split('?')[0]! } }),
  );
}

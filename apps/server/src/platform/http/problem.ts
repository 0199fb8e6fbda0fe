import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '@syna/contracts/constants';
import { localizeMessage, PROBLEM_TITLE_FALLBACK, PROBLEM_TITLES } from '@syna/contracts/messages';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@syna/contracts/problem';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { requestLanguage } from './request-language.ts';

/** When a client may try again after the database was out of reach (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * An error that answers as an `application/problem+json` document. Its texts are written in
 * Swedish, and every one of them is in the message catalogue (`@syna/contracts/messages`), which
 * gives the English of a problem sent to an English client.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }

  /** The problem document in `language`: its title, detail and field messages. */
  toProblem(instance?: string, language: Language = 'sv'): Problem {
    return {
      type: 'about:blank',
      title: (PROBLEM_TITLES[this.status] ?? PROBLEM_TITLE_FALLBACK)[language],
      status: this.status,
      detail: localizeMessage(this.detail, language),
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: localizedErrors(this.errors, language) } : {}),
    };
  }
}

function localizedErrors(errors: Record<string, string[]>, language: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => localizeMessage(message, language)),
    ]),
  );
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, detail, errors);

/** The field errors of a body a service judged itself, keyed as the route's validation keys them. */
export function bodyFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[['body', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  return errors;
}
export const unauthorized = (detail = 'Du är inte inloggad') => new HttpProblem(401, detail);
export const forbidden = (detail = 'Du saknar behörighet att utföra operationen') =>
  new HttpProblem(403, detail);
export const notFound = (detail = 'Resursen finns inte') => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);
/** Something that was there and has been removed for good (an expired export's file). */
export const gone = (detail: string) => new HttpProblem(410, detail);

function fromFrameworkError(error: FastifyError): HttpProblem {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const field = [error.validationContext ?? 'body', ...path].join('.');
      (errors[field] ??= []).push(issue.message ?? 'Ogiltigt värde');
    }
    return badRequest('Begäran innehåller ogiltiga värden', errors);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpProblem(413, 'Begäran är för stor');
  if (error.statusCode === 429) return new HttpProblem(429, 'För många försök, vänta en stund');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpProblem(error.statusCode, error.message);
  }
  return new HttpProblem(500, 'Ett fel inträffade');
}

/** Adds `Accept-Language` to the reply's `Vary`, keeping what is there. */
function varyByLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const listed = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(listed)) return;
  void reply.header('vary', listed ? `${listed}, Accept-Language` : 'Accept-Language');
}

/**
 * Sends a problem in the language the request asks for (`Accept-Language`, Swedish by default),
 * saying which in `Content-Language`.
 */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: HttpProblem,
  instance?: string,
): FastifyReply {
  const language = requestLanguage(request.headers['accept-language']);
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
    // Not a fault of ours or the client's: the database restarts or the network dropped.
    const unavailable = !(error instanceof HttpProblem) && isDatabaseUnavailable(error);
    const problem =
      error instanceof HttpProblem
        ? error
        : unavailable
          ? new HttpProblem(503, 'Databasen går inte att nå just nu, försök igen om en stund')
          : fromFrameworkError(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (problem.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    void sendProblem(request, reply, problem, request.url.split('?')[0]);
  });
}

/** The 404 answer for unknown API paths. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(request, reply, notFound(`Sökvägen finns inte: ${request.url.split('?')[0]}`));
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE, type Problem } from '@syna/contracts/problem';

/** The staff app shows a problem's title with its detail, so titles are Swedish like the details. */
const TITLES: Record<number, string> = {
  400: 'Ogiltig begäran',
  401: 'Inte inloggad',
  403: 'Behörighet saknas',
  404: 'Hittades inte',
  409: 'Konflikt',
  413: 'För stor begäran',
  429: 'För många försök',
  500: 'Serverfel',
};

/** An error that answers as an `application/problem+json` document. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail);
  }

  toProblem(instance?: string): Problem {
    return {
      type: 'about:blank',
      title: TITLES[this.status] ?? 'Fel',
      status: this.status,
      detail: this.detail,
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, detail, errors);
export const unauthorized = (detail = 'Du är inte inloggad') => new HttpProblem(401, detail);
export const forbidden = (detail = 'Du saknar behörighet att utföra operationen') =>
  new HttpProblem(403, detail);
export const notFound = (detail = 'Resursen finns inte') => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);

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

/** Every error, ours or the framework's, leaves as problem+json; unexpected ones are logged. */
export function registerProblemHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = error instanceof HttpProblem ? error : fromFrameworkError(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    void reply
      .code(problem.status)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem.toProblem(request.url.split('?')[0]));
  });
}

/** The 404 answer for unknown API paths. */
export function sendNotFound(url: string) {
  return notFound(`Sökvägen finns inte: ${url.split('?')[0]}`).toProblem();
}

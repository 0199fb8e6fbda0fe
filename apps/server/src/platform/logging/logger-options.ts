import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LogFn, type LoggerOptions } from 'pino';
import type { AppConfig } from '../../config.ts';

/**
 * Fields that carry personal data wherever they appear in a logged object: e-mail addresses,
 * phone numbers, and `number`, which holds a contact's personnummer (or organisation number).
 */
const PERSONAL_FIELDS = ['email', 'phone', 'number', 'personnummer', 'orderDispatcherEmail'];
/** How deep below a logged object's top the personal fields are found (pino has no `**`). */
const REDACT_DEPTH = 4;

/** `field`, `*.field`, `*.*.field`, …: the field at every depth up to REDACT_DEPTH. */
const atEveryDepth = (field: string) =>
  Array.from({ length: REDACT_DEPTH + 1 }, (_, depth) =>
    [...Array<string>(depth).fill('*'), field].join('.'),
  );

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap(atEveryDepth),
];

/** Drizzle's line of a failed query's values (`params: …`), up to the stack's frames. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
/** PostgreSQL quotes the value it refused (`invalid input syntax for type integer: "…"`). */
const maskQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"…"');
/** A PostgreSQL error carries its SQLSTATE, five digits or capitals. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** A stack without query values: none in its own part, masked in the parts of its causes. */
function stackWithoutValues(stack: string, fromDatabase: boolean): string {
  const [own = '', ...causes] = stack.replace(QUERY_PARAMS, '').split('\ncaused by: ');
  return [fromDatabase ? maskQuoted(own) : own, ...causes.map(maskQuoted)].join('\ncaused by: ');
}

/**
 * A serialised error (and its causes) without the values of the query that failed: drizzle's
 * `params`, PostgreSQL's `detail` (`Key (email)=(…)`) and the values it quotes in its messages.
 */
function withoutQueryValues(error: Record<string, unknown>): Record<string, unknown> {
  const { params: _params, detail: _detail, parameters: _parameters, ...rest } = error;
  const fromDatabase = isDatabaseError(error);
  if (typeof rest.message === 'string') {
    const message = rest.message.replace(QUERY_PARAMS, '');
    rest.message = fromDatabase ? maskQuoted(message) : message;
  }
  if (typeof rest.stack === 'string') rest.stack = stackWithoutValues(rest.stack, fromDatabase);
  if (rest.cause && typeof rest.cause === 'object') {
    rest.cause = withoutQueryValues(rest.cause as Record<string, unknown>);
  }
  return rest;
}

/** pino's level of `error`. */
const ERROR_LEVEL = 50;

/**
 * A response stream its client closed before the end (a page left during a download).
 * @fastify/compress logs it as an error; it is the client's doing, so it is logged at `info`,
 * and an alert on errors is not raised by a closed browser tab.
 */
const isClientGone = (value: unknown) => value instanceof Error && value.message === 'premature close';

/**
 * The server's logger: JSON lines without tokens, cookies, personal data (by field), the
 * values of failed SQL queries, or query strings (which may hold search words such as e-mail
 * addresses). A client that went away mid-answer is not an error.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logStream'>,
): LoggerOptions & { stream?: NodeJS.WritableStream } {
  return {
    level: config.logLevel,
    hooks: {
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL && isClientGone(args[0])) return (this.info as LogFn).apply(this, args);
        return method.apply(this, args);
      },
    },
    ...(config.logStream ? { stream: config.logStream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: Error) =>
        withoutQueryValues(stdSerializers.err(error) as unknown as Record<string, unknown>),
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

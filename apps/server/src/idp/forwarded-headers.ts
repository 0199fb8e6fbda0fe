import type { FastifyRequest } from 'fastify';

/**
 * The issuer is a Koa app that believes every `X-Forwarded-*` header (it cannot tell proxies
 * apart). Before it sees a request, the headers are set to what Fastify concluded under
 * `TRUST_PROXY`: the host, protocol and client address a trusted proxy named, otherwise the
 * request's own. A client can then not choose the addresses discovery answers with, nor the
 * address the sign-in limit counts.
 */
export function forwardAsTrusted(request: FastifyRequest): void {
  const headers = request.raw.headers;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-for'] = request.ip;
}

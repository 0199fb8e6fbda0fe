import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The address this request reached the product at (scheme, host, port; no trailing slash). */
    publicUrl: string;
  }
}

/** Paths that answer on any host: load balancers probe the server by its own address. */
const ANY_HOST_PATHS = /^\/health(\/|$|\?)/;

/** A host header naming a DNS name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin a request names (through a trusted proxy's X-Forwarded-* when there is one), or null. */
export function requestOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | null {
  if (!HOST_PATTERN.test(request.host)) return null;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Gives every request its `publicUrl`. With a canonical PUBLIC_URL (production), a request for
 * another host is redirected there, so sign-in, cookies and links all live on one address. A local
 * start takes the address the browser used, so the product signs in at localhost, 127.0.0.1 or the
 * machine's LAN address alike.
 */
export function registerPublicUrl(app: FastifyInstance, config: AppConfig): void {
  const canonical = new URL(config.publicUrl);
  app.decorateRequest('publicUrl', '');
  app.addHook('onRequest', async (request, reply) => {
    const origin = requestOrigin(request);
    if (!config.canonicalPublicUrl) {
      request.publicUrl = origin ?? config.publicUrl;
      return;
    }
    request.publicUrl = config.publicUrl;
    const sameHost = origin !== null && new URL(origin).host === canonical.host;
    if (!sameHost && !ANY_HOST_PATHS.test(request.url)) {
      return reply.redirect(`${config.publicUrl}${request.url}`, 308);
    }
  });
}

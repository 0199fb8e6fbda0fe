import type { FastifyRequest } from 'fastify';
import { forbidden } from './problem.ts';

/** Methods that only read: a cookie may authenticate them from anywhere (images, downloads). */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin's host (`name:port`), or null for a missing or malformed one (`null` included). */
function hostOf(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Whether the browser says the request comes from the server's own pages: `Sec-Fetch-Site`
 * (which pages cannot set), or an `Origin` that is the address the request was sent to or the
 * configured public address.
 */
function fromOwnPages(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const host = hostOf(request.headers.origin);
  return host !== null && (host === request.host || host === new URL(publicUrl).host);
}

/**
 * Refuses (403) a request that the `JWT` cookie alone authenticates when another site could
 * have made the browser send it: one that changes data, or the live socket (which the browser
 * opens across sites with the cookie). The staff app sends its token in `Authorization`,
 * which another site cannot make a browser send.
 */
export function checkCookieOnlyRequest(request: FastifyRequest, publicUrl: string): void {
  const crossSiteRisk =
    !READING_METHODS.has(request.method) || Boolean(request.routeOptions.config.liveSocket);
  if (crossSiteRisk && !fromOwnPages(request, publicUrl)) {
    throw forbidden({ key: 'http.cookieFromOtherSite' });
  }
}

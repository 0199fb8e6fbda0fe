import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from '../config.ts';
import { PUBLIC } from '../platform/http/access.ts';
import type { RouteRecord } from '../platform/http/access.ts';
import { declareScopeAccess } from '../platform/http/access-control.ts';
import { findPublicPageTenant } from '../modules/tenancy/index.ts';

/** The page of the public entry of the web build (Vite's second HTML input, see apps/web/vite.config.ts). */
export const PUBLIC_PAGES_HTML = 'public-pages.html';

interface PublicPageParams {
  tenant: string;
}

/**
 * Serves the customers' pages without sign-in: the order page at /web/{tenant} and the booking
 * calendar at /web/{tenant}/calendar. An unknown firm, or a calendar the firm has switched off,
 * answers 404 with the same page, which then shows its "not found" message; crawlers and caches
 * see the real status.
 */
export async function registerPublicPages(
  app: FastifyInstance,
  config: AppConfig,
  routeTable: RouteRecord[],
): Promise<void> {
  const root = config.webDist;
  if (!root || !existsSync(path.join(root, PUBLIC_PAGES_HTML))) {
    app.log.warn({ root }, 'the public pages are not built; run `npm run build`');
    return;
  }
  await app.register(
    async (pages) => {
      declareScopeAccess(pages, PUBLIC, routeTable);
      // Only for reply.sendFile: the assets are served with the staff app under /main.
      await pages.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });
      const sendPage = (reply: FastifyReply, found: boolean) =>
        reply
          .code(found ? 200 : 404)
          .header('cache-control', 'no-cache')
          // Brotli or gzip as the browser accepts (the build's copies), so caches keep them apart.
          .header('vary', 'Accept-Encoding')
          .sendFile(PUBLIC_PAGES_HTML, root);

      pages.get<{ Params: PublicPageParams }>('/:tenant', async (request, reply) => {
        const tenant = await findPublicPageTenant(app.database, request.params.tenant);
        return sendPage(reply, tenant !== null);
      });
      pages.get<{ Params: PublicPageParams }>('/:tenant/calendar', async (request, reply) => {
        const tenant = await findPublicPageTenant(app.database, request.params.tenant);
        return sendPage(reply, tenant?.calendarEnabled === true);
      });
    },
    { prefix: PUBLIC_PAGES_BASE_PATH },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from '../config.ts';
import { PUBLIC } from '../platform/http/access.ts';
import type { RouteRecord } from '../platform/http/access.ts';
import { declareScopeAccess } from '../platform/http/access-control.ts';

/**
 * Serves the built staff app under /main with history-mode fallback to index.html, and sends the
 * bare host to it. Hashed assets are cached for a year; index.html never is.
 */
export async function registerStaffApp(
  app: FastifyInstance,
  config: AppConfig,
  routeTable: RouteRecord[],
): Promise<void> {
  await app.register(async (web) => {
    declareScopeAccess(web, PUBLIC, routeTable);
    web.get('/', async (_request, reply) => reply.redirect(`${STAFF_APP_BASE_PATH}/`));
    const root = config.webDist;
    if (!root || !existsSync(path.join(root, 'index.html'))) {
      web.log.warn({ root }, 'the staff app is not built; run `npm run build`');
      return;
    }
    await web.register(fastifyStatic, {
      root,
      prefix: `${STAFF_APP_BASE_PATH}/`,
      index: false,
      wildcard: false,
      setHeaders: (response, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const sendIndex = async (_request: unknown, reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    web.get(STAFF_APP_BASE_PATH, sendIndex);
    web.get(`${STAFF_APP_BASE_PATH}/*`, async (request, reply) => {
      // A missing hashed asset is a 404, not the app shell (the chunk-load error must show).
      if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!)) {
        return reply.callNotFound();
      }
      return sendIndex(request, reply);
    });
  });
}

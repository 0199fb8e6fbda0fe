import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import type { AppConfig } from '../config.ts';
import { PUBLIC } from '../platform/http/access.ts';
import type { RouteRecord } from '../platform/http/access.ts';
import { declareScopeAccess } from '../platform/http/access-control.ts';
import { sendNotFound } from '../platform/http/problem.ts';

/**
 * Headers (helmet's, on every answer) that a browser reads only on a page or a worker's script,
 * never on a script, style sheet or font a page loads: a hashed file goes without them, about
 * 0.5 KiB less on the wire each (the first load fetches seven; docs/ARCHITECTURE.md, the web
 * app's first load). `nosniff`, the resource policy, the referrer policy and HSTS stay: they
 * apply to these files too.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
  });
  const root = config.webDist;
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'the staff app is not built; run `npm run build`');
    return;
  }
  await app.register(
    async (staffApp) => {
      declareScopeAccess(staffApp, PUBLIC, routeTable);
      // Files are looked up per request (wildcard), so a rebuilt app is served without a restart.
      await staffApp.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        wildcard: true,
        // The build writes .br and .gz copies of every text file (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        // Caching is ours to say (below); the plugin's default would be `max-age=0` for every file.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          response.setHeader('vary', 'Accept-Encoding');
          // The plugin passes the raw response (`reply.raw`), where helmet has set its headers.
          const raw = response as unknown as ServerResponse;
          if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
        },
      });
      const sendShell = (reply: FastifyReply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html', root);
      // Serves both /main and /main/.
      staffApp.get('/', async (_request, reply) => sendShell(reply));
      // History-mode routes are not files: a GET without a file extension gets the app shell; a
      // missing file (an old chunk, say) stays a 404 so the app can report the chunk-load failure.
      staffApp.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (request.method === 'GET' && !/\.[a-z0-9]{2,5}$/i.test(pathname)) {
          return sendShell(reply);
        }
        return sendNotFound(request, reply);
      });
    },
    { prefix: STAFF_APP_BASE_PATH },
  );
}

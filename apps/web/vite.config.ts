import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointRoutesOnly } from './build-plugins/endpoint-routes.ts';
import { firstLoadChunk } from './build-plugins/first-load-chunk.ts';
import { installableApp } from './build-plugins/installable-app.ts';
import { pureContracts } from './build-plugins/pure-contracts.ts';

/** Where `npm run dev -w @syna/server` listens; the dev server forwards API, sign-in and sockets there. */
const API_TARGET = process.env.SYNA_API_URL ?? 'http://localhost:3000';

/** In development the product's main page `/` is the staff app, as the server arranges in production. */
function redirectRootToStaffApp(): Plugin {
  return {
    name: 'syna-redirect-root',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/') return next();
        response.statusCode = 302;
        response.setHeader('location', '/main/');
        response.end();
      });
    },
  };
}

/**
 * The customers' pages (order page, booking calendar) are a second build of their own
 * (vite.public.config.ts), without sign-in code; the server sends this file for /web/{tenant}
 * (apps/server/src/web/public-pages.ts).
 */
export const PUBLIC_PAGES_HTML = 'public-pages.html';
/** The public build's manifest, beside the staff app's `.vite/manifest.json` (scripts/check-budgets.mjs reads both). */
export const PUBLIC_PAGES_MANIFEST = '.vite/public-manifest.json';

/** In development the dev server itself answers /web/{tenant}[/calendar] with the public page. */
function servePublicPages(): Plugin {
  return {
    name: 'syna-public-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (/^\/web\/[^/?.]+(\/calendar)?\/?(\?.*)?$/.test(request.url ?? '')) {
          request.url = `/main/${PUBLIC_PAGES_HTML}`;
        }
        next();
      });
    },
  };
}

/**
 * react-router's package exports only its development build (checks and warnings included);
 * React Router's own Vite plugin swaps in `dist/production` when building, and without that
 * plugin the build does the same.
 */
function productionReactRouter() {
  const dist = path.resolve(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production', 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  base: '/main/',
  plugins: [
    react(),
    endpointRoutesOnly(),
    pureContracts(),
    firstLoadChunk({
      name: 'bootstrap',
      modules: ['src/app/bootstrap.tsx', 'src/app/route-groups/home.ts'],
      apart: ['src/app/route-groups/home.ts'],
      without: ['src/lib/auth/sign-in-redirect.ts'],
    }),
    installableApp(),
    redirectRootToStaffApp(),
    servePublicPages(),
  ],
  resolve: {
    alias: [
      // `@/lib/...` is `src/lib/...` (also in tsconfig.json `paths` and the web project of vitest.config.ts).
      { find: /^@\//, replacement: `${fileURLToPath(new URL('src', import.meta.url))}/` },
      ...(command === 'build' ? productionReactRouter() : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-budgets.mjs: which files each page loads.
    manifest: true,
    rollupOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)) },
    },
    // Route groups are chunks named after their module (route-groups/home.ts -> home-[hash].js).
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: API_TARGET },
      '/oidc': { target: API_TARGET },
      '/openapi.json': { target: API_TARGET },
      // Tenant API calls and the live notification socket: /{tenant}/v1/...
      '^/[^/]+/v1/': { target: API_TARGET, ws: true },
    },
  },
  preview: { port: 4173 },
}));

import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND_COLORS } from '../src/lib/theme/brand-colors.ts';

/** The service worker's file, beside index.html; the app registers it (src/lib/pwa/service-worker.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';

const NAME = 'vite-plugin-pwa';
/** The staff app's path (STAFF_APP_BASE_PATH of the contracts, which the build's config cannot load). */
const STAFF_APP_BASE_PATH = '/main';

/**
 * The staff app as an installable app: its web manifest (linked from index.html by the plugin) and
 * a service worker that precaches the app's shell and every chunk of its own, so that a device
 * that has opened the app once opens it again without a network (docs/ARCHITECTURE.md, the
 * service worker).
 *
 * - Scope `/main/`: the customers' pages (/web/{tenant}) are outside it, and their files are
 *   built after this build's worker is written (vite.public.config.ts), so none is precached.
 * - Navigations under /main fall back to the precached index.html; the API, the issuer (/oidc)
 *   and files are never answered by the worker. API answers are not cached here: the app keeps
 *   what it needs offline in IndexedDB (src/lib/pwa/query-persister.ts).
 * - A new worker waits until the user accepts it (`registerType: 'prompt'`): the app offers the
 *   reload (src/lib/pwa/update-offer.ts), and registers the worker itself after the first page.
 */
export function installableApp(): PluginOption {
  const base = `${STAFF_APP_BASE_PATH}/`;
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    scope: base,
    base,
    manifest: {
      id: base,
      name: 'Syna',
      short_name: 'Syna',
      description: 'Syna – uppdrag, beställningar och kontakter för besiktningsföretag',
      lang: 'sv',
      start_url: base,
      scope: base,
      display: 'standalone',
      theme_color: BRAND_COLORS.primary,
      background_color: BRAND_COLORS.background,
      icons: [
        { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
        {
          src: `${base}icons/icon-maskable-512.png`,
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Never the customers' page, should a build leave it in the folder before this one runs.
      globIgnores: ['public-pages.html', 'assets/public-*'],
      // The largest chunk (the app's first load) is about 0.7 MB before compression.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [new RegExp(`^${STAFF_APP_BASE_PATH}(/|$)`)],
      // Sign-in pages and anything with a file extension go to the network as they are.
      navigateFallbackDenylist: [new RegExp(`^${STAFF_APP_BASE_PATH}/oidc`), /\/v1\//, /\.[a-z0-9]{2,5}$/i],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // The first worker controls the page that installed it; later ones wait for the user.
      clientsClaim: true,
      skipWaiting: false,
    },
    integration: {
      // The first-load probe build (build-plugins/first-load-chunk.ts) writes nothing, nor a worker.
      configureOptions(viteConfig, options) {
        if (viteConfig.build.write === false) options.disable = true;
      },
    },
  });
}

/** Whether a configured plugin is this one: the customers' pages' build leaves it out. */
export const isInstallableApp = (plugin: PluginOption): boolean =>
  Array.isArray(plugin) &&
  plugin.some((part) => typeof part === 'object' && part !== null && 'name' in part && part.name === NAME);

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import staffAppConfig, { PUBLIC_PAGES_HTML, PUBLIC_PAGES_MANIFEST } from './vite.config.ts';
import { isFirstLoadChunk } from './build-plugins/first-load-chunk.ts';
import { isInstallableApp } from './build-plugins/installable-app.ts';

/**
 * The customers' pages, built apart from the staff app into the same folder (after it, see the
 * `build` script). A build of their own shakes the libraries both use (zod's core, react-hook-form)
 * down to what these pages need: in one build the two would share those modules whole, as big as
 * the staff app needs them, and a customer on a phone would load them.
 */
export default defineConfig(async (env) => {
  const staffApp = await staffAppConfig(env);
  return {
    ...staffApp,
    // Their first load is their one bundle; the staff app's first-load chunk is not theirs, nor
    // is its manifest and service worker (customers' pages are not an installable app).
    plugins: staffApp.plugins?.filter((plugin) => !isFirstLoadChunk(plugin) && !isInstallableApp(plugin)),
    build: {
      ...staffApp.build,
      // The staff app's build wrote the folder first, and its manifest is kept beside this one.
      emptyOutDir: false,
      manifest: PUBLIC_PAGES_MANIFEST,
      rollupOptions: {
        ...staffApp.build?.rollupOptions,
        input: { public: fileURLToPath(new URL(PUBLIC_PAGES_HTML, import.meta.url)) },
      },
    },
  };
});

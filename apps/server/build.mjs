// Bundles the server's own code (and @syna/contracts, which ships as TypeScript) into dist/main.js
// and the first-owner, link-code, storage:migrate, backup and restore commands into
// dist/first-owner.js, dist/link-code.js, dist/storage-migrate.js, dist/backup.js and
// dist/restore.js, and
// each module that runs in a worker thread (platform/workers/run-in-worker.ts; listed in
// worker-modules.json, which worker-modules.test.ts also reads) beside them under its own name;
// third-party packages stay in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@syna/'));
const workerModules = JSON.parse(readFileSync(new URL('./worker-modules.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/first-owner.ts',
    'src/link-code.ts',
    'src/storage-migrate.ts',
    'src/backup.ts',
    'src/restore.ts',
    ...workerModules,
  ],
  outdir: 'dist',
  // Flat: a worker module is found beside main.js by its name.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    // Its own name for createRequire: the bundled code may import createRequire too.
    js: "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// Bundles the server's own code (and @syna/contracts, which ships as TypeScript) into dist/main.js
// and the first-owner and link-code commands into dist/first-owner.js and dist/link-code.js;
// third-party packages stay in node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@syna/'));

await build({
  entryPoints: ['src/main.ts', 'src/first-owner.ts', 'src/link-code.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

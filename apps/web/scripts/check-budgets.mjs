// The byte budgets of the web build, checked on every build: the JS and CSS each page makes the
// browser load, brotli-compressed as the server sends it. Prints the figures and fails the build
// when a page is over its budget (phones on slow networks: docs/ARCHITECTURE.md, the web app's first load).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFiles } from './bundle-graph.mjs';

/**
 * The budgeted pages: the HTML entry, the modules loaded lazily before the page shows (by source
 * path, or by chunk name where a module is also imported statically or is part of a larger chunk),
 * and the budget in KiB of brotli JS+CSS, read from the manifest of the build that made the page
 * (the public pages are a build of their own, vite.public.config.ts). The order page and the
 * booking calendar are one bundle; each is budgeted as the page a customer opens.
 */
const STAFF_MANIFEST = '.vite/manifest.json';
const PUBLIC_MANIFEST = '.vite/public-manifest.json';
const PAGES = [
  {
    name: 'staff app, signed in, to the dashboard',
    entry: 'index.html',
    manifest: STAFF_MANIFEST,
    // As a browser goes from `/main/` through the sign-in form to the dashboard (issue 31): the
    // redirect's chunk, which also finishes the sign-in on its return, then `bootstrap`, the one
    // chunk of the first load's code (build-plugins/first-load-chunk.ts), and the home group.
    lazy: ['sign-in-redirect', 'bootstrap', 'src/app/route-groups/home.ts'],
    // Issue 12: the dashboard within 8 s on slow 3G (50 KiB/s) with nothing cached.
    budgetKiB: 200,
  },
  {
    name: 'staff app, signed out, to the sign-in form',
    entry: 'index.html',
    manifest: STAFF_MANIFEST,
    lazy: ['sign-in-redirect'],
    budgetKiB: 100,
  },
  { name: 'public order page', entry: 'public-pages.html', manifest: PUBLIC_MANIFEST, budgetKiB: 100 },
  { name: 'public booking calendar', entry: 'public-pages.html', manifest: PUBLIC_MANIFEST, budgetKiB: 100 },
];

const DIST = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const readManifest = (file) => JSON.parse(readFileSync(path.join(DIST, file), 'utf8'));

/** What the server sends: the brotli copy, or the file itself where the build left it uncompressed. */
function wireBytes(file) {
  const full = path.join(DIST, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const results = PAGES.map((page) => {
  const files = pageFiles(readManifest(page.manifest), page);
  const bytes = files.reduce((sum, file) => sum + wireBytes(file), 0);
  return { ...page, files: files.length, bytes, fits: bytes <= page.budgetKiB * 1024 };
});
const width = Math.max(...results.map((result) => result.name.length));
const lines = results.map(
  (result) =>
    `  ${result.name.padEnd(width)}  ${kib(result.bytes).padStart(6)} / ${String(result.budgetKiB).padStart(3)} KiB` +
    `  ${String(result.files).padStart(3)} files  ${result.fits ? 'ok' : 'OVER BUDGET'}`,
);
process.stdout.write(`JS+CSS per page, brotli, against its budget:\n${lines.join('\n')}\n`);
const over = results.filter((result) => !result.fits);
if (over.length > 0) {
  console.error(
    `Over budget: ${over.map((result) => result.name).join(', ')} (docs/ARCHITECTURE.md, web: budgets).`,
  );
  process.exit(1);
}

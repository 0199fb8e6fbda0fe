import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// A worker thread loads its module afresh for every task (run-in-worker.ts), so what the module
// imports is paid on every report export, template upload and workbook import: the report's
// worker once loaded the documents module's door, and with it the database drivers, the HTTP
// server and the image library, a second of CPU a report for nothing it used. A worker module
// imports the files its task needs, never a module's door.

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every module run in a worker thread: the list build.mjs bundles each of them from. */
const WORKER_MODULES = JSON.parse(readFileSync(`${serverRoot}worker-modules.json`, 'utf8')) as string[];

/** Packages of the server around the task: its database, its HTTP server, its images and its jobs. */
const SERVER_PACKAGES = /^(pg|pg-boss|@electric-sql\/pglite|drizzle-orm|fastify|@fastify\/.*|sharp)(\/|$)/;

/** The packages a worker module loads and the server's own files bundled with it. */
async function loadedBy(entry: string): Promise<{ packages: string[]; files: string[] }> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: serverRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Every package stays outside, as in build.mjs; the server's own files and @syna/contracts are bundled.
    plugins: [
      {
        name: 'packages-outside',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@syna/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
  const output = Object.values(metafile.outputs)[0]!;
  return {
    packages: [...new Set(output.imports.filter((found) => found.external).map((found) => found.path))],
    files: Object.keys(metafile.inputs),
  };
}

describe('a module run in a worker thread', () => {
  it.each(WORKER_MODULES)('%s loads no database, HTTP server or module door', async (entry) => {
    const { packages, files } = await loadedBy(entry);
    expect(packages.filter((name) => SERVER_PACKAGES.test(name))).toEqual([]);
    expect(files.filter((file) => /^src\/modules\/[^/]+\/index\.ts$/.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/platform/db/'))).toEqual([]);
    // The test reads what it means to: the module itself is among the files bundled.
    expect(files).toContain(entry);
  });
});

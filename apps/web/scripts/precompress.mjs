// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
// time: the server sends the copy the browser accepts (`@fastify/static`'s `preCompressed`), so no
// request pays for compressing and the strongest settings cost nothing at run time.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The build's folder; another may be named (the server's tests compress a built app of their own). */
const DIST = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
/** Text the browser loads; fonts (woff2) and images are compressed already, source maps are not loaded. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const files = (await readdir(DIST, { recursive: true })).map((file) => path.join(DIST, file));
let written = 0;
for (const file of files) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  written += 1;
}
process.stdout.write(`precompressed ${written} files (brotli and gzip)\n`);

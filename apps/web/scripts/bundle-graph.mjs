// The files a page makes the browser load, read from Vite's build manifest (`build.manifest`).
// A page is an HTML entry plus the modules it imports lazily before it shows (a route group,
// the sign-in redirect); each brings its static imports with it, and every chunk its CSS.

/**
 * @typedef {{ file: string, name?: string, imports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ entry: string, lazy?: string[] }} PageLoad
 */

/**
 * A module by its manifest key (an entry's source path), or a shared chunk by its name: a module
 * that is also imported statically elsewhere becomes a chunk keyed by its hashed file name.
 * @param {Manifest} manifest
 * @param {string} ref
 * @returns {string}
 */
function chunkKey(manifest, ref) {
  if (manifest[ref]) return ref;
  const named = Object.keys(manifest).filter((key) => manifest[key].name === ref);
  if (named.length !== 1)
    throw new Error(`The build manifest has ${named.length === 0 ? 'no' : 'several'} module ${ref}`);
  return named[0];
}

/**
 * The JS and CSS files (paths inside the build folder) loaded for a page, each once.
 * Fonts and images are left out: the budgets are for code and styles.
 * @param {Manifest} manifest
 * @param {PageLoad} page
 * @returns {string[]}
 */
export function pageFiles(manifest, page) {
  const files = new Set();
  const visited = new Set();
  const visit = (key) => {
    if (visited.has(key)) return;
    const chunk = manifest[key];
    visited.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const ref of [page.entry, ...(page.lazy ?? [])]) visit(chunkKey(manifest, ref));
  return [...files];
}

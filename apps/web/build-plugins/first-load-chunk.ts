import path from 'node:path';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from 'vite';

/** What the first load is: source paths relative to the app's folder. */
export interface FirstLoadChunkOptions {
  /** The name of the chunk (`[name]` in its file name). */
  name: string;
  /** The lazily imported modules that always load first, together. */
  modules: string[];
  /** Those of `modules` that keep a chunk of their own (a route group), with the code only they use. */
  apart: string[];
  /** Lazily imported modules that load without them (a page of their own); their code stays apart. */
  without: string[];
}

export type Chunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'imports' | 'facadeModuleId' | 'isEntry' | 'moduleIds'
>;

/** The chunks `roots` load before they run: themselves and their static imports, transitively. */
function loadedWith(chunks: Map<string, Chunk>, roots: Chunk[]): Set<Chunk> {
  const reached = new Set<Chunk>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    pending.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
  }
  return reached;
}

/**
 * The modules of the first load as the bundler's own splitting places them: those in the chunks
 * that `modules` load, but not in chunks that the entry or the `without` modules load too.
 */
export function firstLoadModules(
  chunks: Chunk[],
  { modules, apart, without }: Omit<FirstLoadChunkOptions, 'name'>,
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const startingAt = (ids: string[]) =>
    ids.map((id) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
      if (!chunk) throw new Error(`No chunk of the build starts at ${id}`);
      return chunk;
    });
  const elsewhere = new Set([
    ...loadedWith(byFile, [...chunks.filter((chunk) => chunk.isEntry), ...startingAt(without)]),
    ...startingAt(apart),
  ]);
  const firstLoad = [...loadedWith(byFile, startingAt(modules))].filter((chunk) => !elsewhere.has(chunk));
  return new Set(firstLoad.flatMap((chunk) => chunk.moduleIds));
}

const NAME = 'syna-first-load-chunk';

/** Whether a configured plugin is this one (a build of other pages leaves it out). */
export const isFirstLoadChunk = (plugin: PluginOption) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === NAME;

/** Marks the probe build, in which this plugin stands aside. */
const PROBE = 'syna-first-load-probe';

/** The same build, not written, minified or mapped: its chunks as the bundler splits the app. */
async function probeChunks(config: ResolvedConfig): Promise<Chunk[]> {
  const outputs = await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [{ name: PROBE }],
    build: { write: false, minify: false, sourcemap: false, manifest: false, reportCompressedSize: false },
  });
  if (!Array.isArray(outputs) && !('output' in outputs)) throw new Error('The probe build did not finish');
  return [outputs].flat().flatMap((result) => result.output.filter((file) => file.type === 'chunk'));
}

/**
 * Puts the code of the staff app's first load, and nothing else, into one chunk.
 *
 * The first load is the entry, `bootstrap` and the `home` route group. Left to itself, the bundler
 * cuts their code along every later page that shares some of it: MUI's Modal, Alert or ListItem,
 * which a form dialog also uses, become chunks of their own, and the first load fetches two dozen
 * files that compress worse apart than together (about 20 KiB more). Every later page loads after
 * `bootstrap`, so it may as well import that code from the one chunk loaded first.
 *
 * Which modules the first load needs is known only after tree-shaking (a contracts module imported
 * for one constant must not bring its schemas, nor a barrel everything it re-exports), so a probe
 * build, not written, first splits the app as the bundler would; the modules in the chunks that
 * `modules` load (and neither the entry nor the `without` pages do) then form one chunk.
 *
 * The chunk's modules run as it loads, before `bootstrap` starts the app: the feature texts the
 * dashboard uses register with i18next then, which therefore starts on first use
 * (src/lib/i18n/feature-translation.ts). Only static imports make the first load: what it imports
 * dynamically, such as the English texts (`texts.en.ts`, src/lib/i18n/en.ts), keeps chunks of its own.
 */
export function firstLoadChunk(options: FirstLoadChunkOptions): Plugin {
  let firstLoad = new Set<string>();
  let config: ResolvedConfig;
  return {
    name: NAME,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.plugins.some((plugin) => plugin.name === PROBE)) return;
      const absolute = (sources: string[]) => sources.map((source) => path.resolve(config.root, source));
      firstLoad = firstLoadModules(await probeChunks(config), {
        modules: absolute(options.modules),
        apart: absolute(options.apart),
        without: absolute(options.without),
      });
    },
    outputOptions(output) {
      const codeSplitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {};
      return {
        ...output,
        codeSplitting: {
          ...codeSplitting,
          groups: [
            ...(codeSplitting.groups ?? []),
            // The set's other imports are the entry's and the signed-out page's chunks, loaded already.
            {
              name: options.name,
              test: (id: string) => firstLoad.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}

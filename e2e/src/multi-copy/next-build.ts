import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout, whose built server the next build starts from. */
const CHECKOUT = fileURLToPath(new URL('../../../', import.meta.url));

/** A release built beside this checkout's, as an operator unpacks the next one before upgrading. */
export interface NextBuild {
  /** Its `dist/main.js`, for `startBuiltServer({ entry })`. */
  entry: string;
  remove(): Promise<void>;
}

/**
 * The next release as a rolling upgrade meets it: this checkout's built server (its bundle, in a
 * folder of its own) with `migrations` added after the ones it ships. The bundle finds its
 * migrations, templates and the staff app relative to itself (apps/server/src/paths.ts), and its
 * packages through node_modules above it, so the release's tree is laid out as the checkout's:
 * the bundle and the migrations copied, the rest linked.
 */
export async function nextBuild(migrations: Record<string, string>): Promise<NextBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'syna-next-build-'));
  const server = path.join(root, 'apps', 'server');
  const from = (...parts: string[]) => path.join(CHECKOUT, ...parts);
  await mkdir(path.join(root, 'apps', 'web'), { recursive: true });
  await cp(from('apps', 'server', 'dist'), path.join(server, 'dist'), { recursive: true });
  await cp(from('apps', 'server', 'migrations'), path.join(server, 'migrations'), { recursive: true });
  // Its module type (ESM) and version, which the bundle reads from the package beside it.
  await cp(from('apps', 'server', 'package.json'), path.join(server, 'package.json'));
  await symlink(from('apps', 'server', 'templates'), path.join(server, 'templates'));
  await symlink(from('apps', 'server', 'node_modules'), path.join(server, 'node_modules'));
  await symlink(from('node_modules'), path.join(root, 'node_modules'));
  await symlink(from('apps', 'web', 'dist'), path.join(root, 'apps', 'web', 'dist'));
  for (const [name, sql] of Object.entries(migrations)) {
    await writeFile(path.join(server, 'migrations', name), sql);
  }
  return {
    entry: path.join(server, 'dist', 'main.js'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

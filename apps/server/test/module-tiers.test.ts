import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's modules stand in tiers that only look down (docs/ARCHITECTURE.md, "Modules and
// their tiers"): a module imports modules of its own tier or lower ones, never a higher one, and
// no two modules import each other, directly or round a longer loop. The lint's file-level cycle
// rule cannot see a loop between folders, this test reads the import graph of modules/*. A
// module's test files are left out: like the tests in test/, they build their records through
// whichever modules they need.

/** The tiers, lowest first. A new module takes its place here. */
const TIERS = [
  {
    tier: 'core',
    modules: [
      'tenancy',
      'users',
      'access',
      'events',
      'sequences',
      'content',
      'lookups',
      'notifications',
      'profile',
      'account',
      'identity-links',
      'invitations',
      'exports',
      'maps',
    ],
  },
  {
    tier: 'domain',
    modules: [
      'contacts',
      'inspections',
      'speech',
      'remarks',
      'projects',
      'orders',
      'activities',
      'availability',
      'network',
      'metadata',
      'forms',
      'blueprints',
      'accounting',
      'prices',
    ],
  },
  {
    tier: 'outputs',
    modules: ['documents', 'reports', 'email', 'metadata-check', 'metadata-transfer', 'insurance'],
  },
  { tier: 'seed', modules: ['seed'] },
] as const;

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const tierOf = new Map<string, number>(
  TIERS.flatMap(({ modules }, level) => modules.map((name) => [name, level] as const)),
);

function moduleNames(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every other module a module's files (not its tests) import (statically, dynamically or for types), with one importing file each. */
function dependencies(name: string): Map<string, string> {
  const found = new Map<string, string>();
  const folder = path.join(modulesDir, name);
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(folder, path.dirname(file), specifier!));
      const [other] = target.split(path.sep);
      if (other && other !== name && !other.startsWith('..') && tierOf.has(other) && !found.has(other)) {
        found.set(other, `${name}/${file}`);
      }
    }
  }
  return found;
}

const graph = new Map(moduleNames().map((name) => [name, dependencies(name)]));

/** A loop of modules importing each other round to the first, or null. */
function findLoop(): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (name: string): string[] | null => {
    const open = trail.indexOf(name);
    if (open >= 0) return [...trail.slice(open), name];
    if (done.has(name)) return null;
    trail.push(name);
    for (const next of graph.get(name)?.keys() ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const loop = visit(name);
    if (loop) return loop;
  }
  return null;
}

describe('module tiers', () => {
  it('place every module in a tier', () => {
    expect(moduleNames().filter((name) => !tierOf.has(name))).toEqual([]);
  });

  it('let no module import a module of a higher tier', () => {
    const upward = [...graph].flatMap(([name, targets]) =>
      [...targets]
        .filter(([target]) => tierOf.get(target)! > tierOf.get(name)!)
        .map(([target, file]) => `${file} imports ${target} (${TIERS[tierOf.get(target)!]!.tier})`),
    );
    expect(upward).toEqual([]);
  });

  it('let no modules import each other, directly or round a loop', () => {
    expect(findLoop()).toBeNull();
  });
});

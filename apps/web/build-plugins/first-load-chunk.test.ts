import { describe, expect, it } from 'vitest';
import { firstLoadModules, type Chunk } from './first-load-chunk.ts';

/** A chunk of a probe build: its file, the chunks it imports, and its modules (the first one its start). */
const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false): Chunk => ({
  fileName,
  imports,
  moduleIds,
  isEntry,
  facadeModuleId: moduleIds[0] ?? null,
});

const chunks = [
  chunk('main.js', ['constants.js'], ['/main.tsx'], true),
  chunk('constants.js', [], ['/constants.ts']),
  chunk('bootstrap.js', ['constants.js', 'modal.js', 'list.js'], ['/bootstrap.tsx', '/shell.tsx']),
  chunk('home.js', ['list.js', 'cards.js'], ['/home.ts', '/dashboard.tsx']),
  chunk('modal.js', [], ['/Modal.js']),
  chunk('list.js', [], ['/List.js']),
  chunk('cards.js', [], ['/cards.tsx']),
  chunk('admin.js', ['modal.js', 'cards.js', 'form.js'], ['/admin.ts']),
  chunk('form.js', [], ['/form.tsx', '/zod.js']),
  chunk('sign-in.js', ['constants.js', 'oidc.js'], ['/sign-in.ts']),
  chunk('oidc.js', [], ['/oidc.js']),
];

describe('firstLoadModules', () => {
  it('gathers what the first load imports, shared with later pages or not, but no later page alone', () => {
    const modules = firstLoadModules(chunks, {
      modules: ['/bootstrap.tsx', '/home.ts'],
      apart: [],
      without: ['/sign-in.ts'],
    });
    expect([...modules].sort()).toEqual(
      [
        '/List.js',
        '/Modal.js',
        '/bootstrap.tsx',
        '/cards.tsx',
        '/dashboard.tsx',
        '/home.ts',
        '/shell.tsx',
      ].sort(),
    );
  });

  it("keeps a route group's own chunk and the entry's and the signed-out page's code out", () => {
    const modules = firstLoadModules(chunks, {
      modules: ['/bootstrap.tsx', '/home.ts'],
      apart: ['/home.ts'],
      without: ['/sign-in.ts'],
    });
    expect(modules.has('/home.ts')).toBe(false);
    expect(modules.has('/dashboard.tsx')).toBe(false);
    expect(modules.has('/cards.tsx')).toBe(true);
    expect(modules.has('/constants.ts')).toBe(false);
    expect(modules.has('/oidc.js')).toBe(false);
  });

  it('names a module that starts no chunk', () => {
    expect(() => firstLoadModules(chunks, { modules: ['/gone.ts'], apart: [], without: [] })).toThrow(
      '/gone.ts',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { pageFiles } from './bundle-graph.mjs';

/** A tiny build: an entry with a shared vendor chunk, a lazy route group and a lazy admin group. */
const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    imports: ['_vendor-1.js'],
    css: ['assets/main-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', imports: ['_tiny-1.js'] },
  '_tiny-1.js': { file: 'assets/tiny-1.js', imports: ['_vendor-1.js'] },
  'src/home.ts': {
    file: 'assets/home-1.js',
    imports: ['_vendor-1.js', '_form-1.js'],
    css: ['assets/home-1.css'],
  },
  '_form-1.js': { file: 'assets/form-1.js', name: 'form' },
  'src/admin.ts': { file: 'assets/admin-1.js', imports: ['_vendor-1.js'] },
};

describe('pageFiles', () => {
  it('takes the entry with its static imports and their CSS, each file once, despite import cycles', () => {
    expect(pageFiles(manifest, { entry: 'index.html' })).toEqual([
      'assets/main-1.js',
      'assets/main-1.css',
      'assets/vendor-1.js',
      'assets/tiny-1.js',
    ]);
  });

  it('adds the lazily loaded modules the page needs with their own imports, but no other lazy module', () => {
    const files = pageFiles(manifest, { entry: 'index.html', lazy: ['src/home.ts'] });
    expect(files).toHaveLength(7);
    expect(files).toEqual(
      expect.arrayContaining(['assets/home-1.js', 'assets/home-1.css', 'assets/form-1.js']),
    );
    expect(files).not.toContain('assets/admin-1.js');
    expect(files.filter((file) => file === 'assets/vendor-1.js')).toHaveLength(1);
  });

  it('finds a lazily loaded module that became a shared chunk by its chunk name', () => {
    expect(pageFiles(manifest, { entry: 'src/admin.ts', lazy: ['form'] })).toEqual(
      expect.arrayContaining(['assets/form-1.js']),
    );
  });

  it('fails on a module the build does not have, so a renamed entry cannot pass unchecked', () => {
    expect(() => pageFiles(manifest, { entry: 'index.html', lazy: ['src/gone.ts'] })).toThrow(
      /src\/gone\.ts/,
    );
  });
});

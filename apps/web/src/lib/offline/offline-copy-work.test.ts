import { describe, expect, it } from 'vitest';
import type { AssignmentCopySource, CopyContext } from './offline-copy-source';
import { filesPlan, lookupsFreedWith } from './offline-copy-work';

describe('bringing an offline copy up to date', () => {
  it('fetches only the photos it does not keep yet, once each', () => {
    expect(filesPlan(['/a?variant=thumbnail', '/a', '/b', '/a'], ['/a']).fetch).toEqual([
      '/a?variant=thumbnail',
      '/b',
    ]);
  });

  it('frees the files of photos no longer shown, and keeps the rest', () => {
    expect(filesPlan(['/a', '/b'], ['/a', '/deleted', '/deleted?variant=thumbnail']).free).toEqual([
      '/deleted',
      '/deleted?variant=thumbnail',
    ]);
    expect(filesPlan(['/a'], ['/a'])).toEqual({ fetch: [], free: [] });
  });
});

describe('the firm’s lookups offline copies share', () => {
  // Two assignments of type A and one of type B; each copy needs the grades and its type's templates.
  const types: Record<string, string> = { one: 'A', two: 'A', three: 'B' };
  const source: AssignmentCopySource = {
    fetch: async () => [],
    ownQueryKeys: async (_tenant, id) => [['objects', id]],
    lookupKeys: async (_context, id) => [['grades'], ['templates', types[id]!]],
  };
  const keeping = (...ids: string[]) =>
    ({
      offline: { store: { records: async () => ids.map((id) => ({ id })) } },
    }) as unknown as CopyContext;

  it('frees with a copy only those no other copy needs', async () => {
    expect(await lookupsFreedWith(keeping('one', 'two', 'three'), source, 'three')).toEqual([
      ['templates', 'B'],
    ]);
    expect(await lookupsFreedWith(keeping('one', 'two', 'three'), source, 'one')).toEqual([]);
  });

  it('frees them all with the last copy', async () => {
    expect(await lookupsFreedWith(keeping('one'), source, 'one')).toEqual([['grades'], ['templates', 'A']]);
  });
});

import { describe, expect, it } from 'vitest';
import { filesPlan } from './offline-copy-work';

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

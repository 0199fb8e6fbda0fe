import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackTexts } from '@/lib/i18n/pending-texts';
import { ChunkLoadError, chunkUrlOf, loadChunk } from './chunk-loading';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunkUrlOf', () => {
  it('finds the missing file in the browser messages', () => {
    expect(
      chunkUrlOf(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:3000/main/assets/admin-x1.js',
        ),
      ),
    ).toBe('http://localhost:3000/main/assets/admin-x1.js');
    expect(chunkUrlOf(new Error('Unable to preload CSS for /main/assets/home-a.css'))).toBe(
      '/main/assets/home-a.css',
    );
    expect(chunkUrlOf('nothing useful')).toBeNull();
  });
});

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('home', async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it('passes the module on once the English texts its features started loading have arrived', async () => {
    let arrive!: () => void;
    const english = new Promise<void>((resolve) => (arrive = resolve));
    let passed = false;
    const loading = loadChunk('admin', async () => {
      // What a feature's texts do as the group's modules run, for an English user.
      trackTexts(english);
      return { page: 1 };
    }).then((module) => {
      passed = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(passed).toBe(false);
    arrive();
    await expect(loading).resolves.toEqual({ page: 1 });
  });

  it('reports a failed import with the missing chunk', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = loadChunk('admin', () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://h/main/assets/admin-1.js'),
      ),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ chunk: 'admin', url: 'http://h/main/assets/admin-1.js' });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('admin'),
      'http://h/main/assets/admin-1.js',
      expect.anything(),
    );
  });

  it('gives up after the script load timeout', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const never = loadChunk('settings', () => new Promise<never>(() => undefined), 120_000);
    const settled = expect(never).rejects.toMatchObject({ chunk: 'settings', name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
  });
});

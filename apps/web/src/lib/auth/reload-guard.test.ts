import { describe, expect, it } from 'vitest';
import { decideReload, MAX_RELOADS, RELOAD_WINDOW_MS } from './reload-guard';

describe('decideReload', () => {
  it('allows a few reloads and records them', () => {
    expect(decideReload([], 1_000)).toEqual({ allow: true, history: [1_000] });
    expect(decideReload([1_000], 2_000)).toEqual({ allow: true, history: [1_000, 2_000] });
  });
  it('stops a reload loop', () => {
    const history = Array.from({ length: MAX_RELOADS }, (_, index) => 10_000 + index);
    expect(decideReload(history, 20_000).allow).toBe(false);
  });
  it('forgets reloads outside the window', () => {
    const history = Array.from({ length: MAX_RELOADS }, (_, index) => index);
    expect(decideReload(history, RELOAD_WINDOW_MS + 10)).toEqual({
      allow: true,
      history: [RELOAD_WINDOW_MS + 10],
    });
  });
});

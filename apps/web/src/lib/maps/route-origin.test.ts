import { describe, expect, it } from 'vitest';
import { routeOrigin } from './route-origin';

const home = { address: 'Hemvägen 1', postalCode: '123 45', city: 'Farsta' };
const here = { lat: 59.3, lon: 18.0 };

describe('where the driving directions start', () => {
  it('is the user’s position once the browser has found it', () => {
    expect(routeOrigin(home, { state: 'found', position: here })).toEqual({
      kind: 'position',
      stop: { position: here },
    });
    expect(routeOrigin(home, { state: 'waiting', position: null })).toEqual({ kind: 'waiting' });
  });

  it('is the home address without a position (the setting off, or the browser refused)', () => {
    expect(routeOrigin(home, { state: 'off', position: null })).toEqual({
      kind: 'home',
      stop: { address: home },
    });
    expect(routeOrigin(home, { state: 'failed', position: null })).toMatchObject({ kind: 'home' });
  });

  it('is nowhere without either', () => {
    expect(routeOrigin(null, { state: 'off', position: null })).toEqual({ kind: 'none' });
    expect(routeOrigin({ address: ' ', city: null }, { state: 'off', position: null })).toEqual({
      kind: 'none',
    });
  });
});

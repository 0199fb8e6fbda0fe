import { describe, expect, it } from 'vitest';
import { arrivalTimes, routeStops } from './travel-legs';

const at = (street: string) => ({
  address: street,
  postalCode: '903 25',
  city: 'Umeå',
  region: null,
  country: null,
});

describe('the travel times of a day', () => {
  it('gives each item the leg that arrives at it, the first none', () => {
    const addresses = [at('Storgatan 12'), at('Kungsgatan 7'), at('Rådhusesplanaden 1')];
    const stops = routeStops(addresses);
    expect(arrivalTimes(3, stops, [{ durationSeconds: 600 }, { durationSeconds: 1080 }])).toEqual([
      null,
      600,
      1080,
    ]);
  });

  it('measures past an item without an address, from the last one that has one', () => {
    const addresses = [at('Storgatan 12'), null, at('Kungsgatan 7')];
    const stops = routeStops(addresses);
    expect(stops.map((stop) => stop.index)).toEqual([0, 2]);
    expect(arrivalTimes(3, stops, [{ durationSeconds: 900 }])).toEqual([null, null, 900]);
  });

  it('knows no times while the route is not there', () => {
    const stops = routeStops([at('Storgatan 12'), at('Kungsgatan 7')]);
    expect(arrivalTimes(2, stops, undefined)).toEqual([null, null]);
  });

  it('leaves out an address with nothing in it', () => {
    expect(routeStops([{ address: ' ', postalCode: null, city: null, region: null, country: null }])).toEqual(
      [],
    );
  });
});

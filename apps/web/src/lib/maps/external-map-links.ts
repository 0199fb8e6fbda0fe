import type { Position } from '@syna/contracts/maps';

/** The three apps the map dialog hands the destination to. */
export const MAP_APPS = ['google', 'apple', 'waze'] as const;
export type MapApp = (typeof MAP_APPS)[number];

/** Where to drive: the address as one line, or a position where there is no address. */
export type Destination = { text: string } | { position: Position };

/**
 * Each app's own link for driving directions to the destination; each app looks the address up
 * itself. Google's and Waze's universal links open their apps on a phone, Apple's opens Apple Maps.
 */
export function externalMapLink(app: MapApp, destination: Destination): string {
  const where =
    'text' in destination ? destination.text : `${destination.position.lat},${destination.position.lon}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (app) {
    case 'google':
      return `https://www.google.com/maps/dir/?${query({ api: '1', destination: where, travelmode: 'driving' })}`;
    case 'apple':
      return `https://maps.apple.com/?${query({ daddr: where, dirflg: 'd' })}`;
    case 'waze':
      return `https://waze.com/ul?${query('text' in destination ? { q: where, navigate: 'yes' } : { ll: where, navigate: 'yes' })}`;
  }
}

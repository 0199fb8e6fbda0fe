import type { AddressInput } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';
import type { RouteStop } from '@syna/contracts/maps';
import type { UserPosition } from './user-position';

export type RouteOrigin =
  { kind: 'waiting' } | { kind: 'none' } | { kind: 'position' | 'home'; stop: RouteStop };

/**
 * Where the driving directions start: the user's position when their `geolocation` setting is on
 * and the browser found it, else their home address when set, else nowhere (only the site shown).
 */
export function routeOrigin(homeAddress: AddressInput | null, position: UserPosition): RouteOrigin {
  if (position.state === 'waiting') return { kind: 'waiting' };
  if (position.state === 'found') return { kind: 'position', stop: { position: position.position } };
  if (homeAddress && formatAddress(homeAddress)) return { kind: 'home', stop: { address: homeAddress } };
  return { kind: 'none' };
}

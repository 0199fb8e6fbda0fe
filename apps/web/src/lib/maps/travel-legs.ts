import type { Address } from '@syna/contracts/address';
import { formatAddress } from '@syna/contracts/format';

/** A drive of the day: from one item's address to the next item's that has one. */
export interface TravelLeg {
  from: Address;
  to: Address;
  /** The item the drive arrives at, among the day's items. */
  arrivalIndex: number;
}

/** The drives between the items' addresses, in order; items without an address are passed by. */
export function travelLegs(addresses: (Address | null)[]): TravelLeg[] {
  const stops = addresses.flatMap((address, index) =>
    address && formatAddress(address) ? [{ index, address }] : [],
  );
  return stops
    .slice(1)
    .map((arrival, at) => ({ from: stops[at]!.address, to: arrival.address, arrivalIndex: arrival.index }));
}

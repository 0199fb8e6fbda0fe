import type { AddressInput } from '@syna/contracts/address';
import type { Position } from '@syna/contracts/maps';

/** A place the map dialog shows: an assignment's, an order's or a contact's address, or a position. */
export interface MapPlace {
  /** What the place is, for the dialog's heading: "Uppdrag 2025-0012", a contact's name. */
  title: string;
  address?: AddressInput | null;
  position?: Position | null;
}

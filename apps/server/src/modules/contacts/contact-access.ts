import type { Access } from '../../platform/http/access.ts';

/** Reading the address book (and marking one's own favourites). */
export const READ_CONTACTS: Access = { kind: 'member', permission: 'contacts.read' };
/** Changing the firm's shared address book. */
export const WRITE_CONTACTS: Access = { kind: 'member', permission: 'contacts.write' };

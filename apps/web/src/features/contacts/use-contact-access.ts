import { hasPermission } from '@syna/contracts/roles';
import { useInitialData } from '@/lib/session/session-queries';

/** Whether the user may change the address book (`contacts.write`); reading needs `contacts.read`. */
export function useCanWriteContacts(): boolean {
  return hasPermission(useInitialData().permissions, 'contacts.write');
}

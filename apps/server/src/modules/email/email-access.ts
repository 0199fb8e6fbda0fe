import type { Permission } from '@syna/contracts/permissions';
import { hasPermission } from '@syna/contracts/roles';
import { forbidden } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';

/**
 * Fails with 403 unless the caller may read what a message speaks of: the e-mail rights alone
 * open neither the assignments nor the address book (a role may have the one without the other).
 */
export function requireReading(context: RequestContext, permission: Permission): void {
  if (!hasPermission(context.permissions, permission)) throw forbidden();
}

/** The reading rights a message about an assignment, a contact and/or an order needs. */
export function requireReadingAbout(
  context: RequestContext,
  about: { inspectionId?: string | undefined; contactId?: string | undefined; orderId?: string | undefined },
): void {
  if (about.inspectionId) requireReading(context, 'inspections.read');
  if (about.contactId) requireReading(context, 'contacts.read');
  if (about.orderId) requireReading(context, 'orders.read');
}

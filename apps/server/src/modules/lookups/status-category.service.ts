import type { InspectionStatusCreate, StatusCategory } from '@syna/contracts/lookups';
import type { Tx } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { inspectionStatusKind } from './lookup-kinds.ts';
import { createLookup } from './lookup.service.ts';
import { findFirstStatusOf, findStatusCategory } from './status-category.repo.ts';

/**
 * The statuses a new firm starts with, one per step of the course, in Swedish with their English
 * names (the firm renames them as it likes). Performed and later steps close the assignment: it
 * leaves the list of active ones, as "Utförd" always did.
 */
export const DEFAULT_STATUSES: Omit<InspectionStatusCreate, 'archived'>[] = [
  { name: 'Ny', nameEn: 'New', color: '#1565c0', final: false, category: 'new' },
  { name: 'Bokad', nameEn: 'Booked', color: '#ef6c00', final: false, category: 'booked' },
  { name: 'Utförd', nameEn: 'Performed', color: '#2e7d32', final: true, category: 'performed' },
  { name: 'Rapporterad', nameEn: 'Reported', color: '#00838f', final: true, category: 'reported' },
  { name: 'Fakturerad', nameEn: 'Invoiced', color: '#6a1b9a', final: true, category: 'invoiced' },
  { name: 'Avbokad', nameEn: 'Cancelled', color: '#757575', final: true, category: 'cancelled' },
];

/**
 * Gives a new firm (in the transaction's scope) the default statuses, through the same rules a
 * created status goes through. Signing up and the first-owner command call it; firms made for
 * tests start without statuses, as they always have.
 */
export async function addDefaultStatuses(tx: Tx, tenantId: string): Promise<void> {
  for (const status of DEFAULT_STATUSES) {
    await createLookup(
      { tx, tenant: { id: tenantId } },
      { kind: inspectionStatusKind, parentId: null },
      { ...status, archived: false },
    );
  }
}

/** The category of the firm's status, or null when it is not one of the firm's. */
export function statusCategoryOf(
  context: Pick<RequestContext, 'tx'>,
  statusId: string,
): Promise<StatusCategory | null> {
  return findStatusCategory(context.tx, statusId);
}

/** The firm's first offered status of the category (an automatic move's target), or null. */
export function firstStatusOf(
  context: Pick<RequestContext, 'tx'>,
  category: StatusCategory,
): Promise<{ id: string; name: string } | null> {
  return findFirstStatusOf(context.tx, category);
}

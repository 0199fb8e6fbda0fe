import type { Tx } from '../../platform/db/database.ts';
import { findOrderOfInspection, type OrderOfAssignment } from './order-of-assignment.repo.ts';

/**
 * The order an assignment came from, as far as an e-mail template, a report or a customer mail
 * may name it (its first, should there be several); null for an assignment made without an order.
 */
export function findOrderForTemplates(tx: Tx, inspectionId: string): Promise<OrderOfAssignment | null> {
  return findOrderOfInspection(tx, inspectionId);
}

import type { Inspection } from '@syna/contracts/inspections';
import type { EventFieldChange } from '@syna/contracts/events';
import type { Tx } from '../../platform/db/database.ts';
import { describeChange, type ChangeDescription } from '../events/index.ts';

type StatusOf = Pick<Inspection, 'status'>;

/** The status change between two states of an assignment, by the statuses' names; none if it kept its status. */
function statusChange(before: StatusOf, after: StatusOf): EventFieldChange[] {
  if (before.status?.id === after.status?.id) return [];
  return [{ field: 'status', from: before.status?.name ?? null, to: after.status?.name ?? null }];
}

/**
 * Tells the events log what a call did to an assignment, named by its number. With the assignment
 * as it was (`before`) and is, the sentence names a change of its status.
 */
export function describeAssignmentChange(
  tx: Tx,
  action: ChangeDescription['action'],
  assignment: Pick<Inspection, 'id' | 'number'>,
  states?: { before: StatusOf; after: StatusOf },
): void {
  describeChange(tx, {
    action,
    recordType: 'inspections',
    id: assignment.id,
    label: assignment.number,
    changes: states ? statusChange(states.before, states.after) : [],
  });
}

import type { EventAction, EventFieldChange, EventRecordType } from '@syna/contracts/events';
import type { Tx } from '../../platform/db/database.ts';

/** What a service says its change did, for the events log's sentence. */
export interface ChangeDescription {
  action: Exclude<EventAction, 'read'>;
  recordType: EventRecordType;
  /** The record's id: what the sentence links to. */
  id: string;
  /** The record's number or name as it is after the change (before it, for a deletion). */
  label: string;
  /** The fields whose values the sentence names, as people read them. */
  changes?: EventFieldChange[];
}

/** The descriptions given in each open transaction; gone with the transaction object. */
const descriptions = new WeakMap<Tx, ChangeDescription[]>();

/**
 * Notes, in the request's transaction, what the change did: the access wall's event for the
 * request takes it up when it is written, before the commit. A change made outside a logged
 * request (a job, the demo seed) leaves a note nobody reads.
 */
export function describeChange(tx: Tx, description: ChangeDescription): void {
  const given = descriptions.get(tx);
  if (given) given.push(description);
  else descriptions.set(tx, [description]);
}

/**
 * The description of the request's own record: the last one about the kind of record its route
 * names. A service that a call of another kind reuses (an accepted order creating its assignment)
 * describes a record the call is not about, and is left out; the event then reads generally.
 */
export function descriptionFor(tx: Tx, recordType: EventRecordType | null): ChangeDescription | null {
  const matching = (descriptions.get(tx) ?? []).filter(
    (description) => description.recordType === recordType,
  );
  return matching.at(-1) ?? null;
}

import { wholeList, type ListResponse } from '@syna/contracts/list';
import { SEQUENCE_NOT_FOUND } from '@syna/contracts/endpoints/sequences';
import type {
  Sequence,
  SequenceNumber,
  SequenceTarget,
  sequenceCreateSchema,
  sequenceNextSchema,
  sequenceUpdateSchema,
} from '@syna/contracts/sequences';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { conflict, HttpProblem, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  compareAndSetNext,
  deleteSequence,
  findClashes,
  findSequence,
  insertSequence,
  listSequences,
  takeNextById,
  takeNextForTarget,
  updateSequence,
} from './sequence.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const nameTaken = (name: string): MessageRef => ({ key: 'sequences.sequenceNameTaken', values: { name } });
const TARGET_TAKEN: MessageRef = { key: 'sequences.sequenceTargetTaken' };

/** 409 with the clashing field named, so a form can show it there; nothing has been written. */
function clash(field: 'name' | 'target', detail: MessageRef): HttpProblem {
  return new HttpProblem(409, detail, { [`body.${field}`]: [detail] });
}

/** Refuses a name or target another sequence of the firm already has. */
async function checkUnique(
  context: Pick<RequestContext, 'tx'>,
  values: { name?: string; target?: SequenceTarget | null },
  exceptId: string | null,
): Promise<void> {
  const clashes = await findClashes(context.tx, values, exceptId);
  if (clashes.name) throw clash('name', nameTaken(values.name!));
  if (clashes.target) throw clash('target', TARGET_TAKEN);
}

/** Writes, turning a unique violation (a concurrent create with the same name or target) into 409. */
async function unlessTaken<T>(write: () => Promise<T>, name: string | undefined): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(name ? nameTaken(name) : TARGET_TAKEN);
    throw error;
  }
}

/** `GET /sequences`: the firm's sequences by name. */
export async function listFirmSequences(context: RequestContext): Promise<ListResponse<Sequence>> {
  return wholeList(await listSequences(context.tx));
}

export async function getSequence(context: RequestContext, id: string): Promise<Sequence> {
  return (await findSequence(context.tx, id)) ?? notFoundSequence();
}

function notFoundSequence(): never {
  throw notFound({ key: SEQUENCE_NOT_FOUND });
}

/** `POST /sequences`: a new sequence; a name or target another one has answers 409. */
export async function createSequence(
  context: RequestContext,
  input: z.output<typeof sequenceCreateSchema>,
): Promise<Sequence> {
  await checkUnique(context, input, null);
  const values = { ...input, prefix: input.prefix ?? '' };
  return unlessTaken(() => insertSequence(context.tx, context.tenant.id, values), input.name);
}

/** `POST /sequences/{id}`: changes the fields sent; a cleared prefix is empty. */
export async function changeSequence(
  context: RequestContext,
  id: string,
  input: z.output<typeof sequenceUpdateSchema>,
): Promise<Sequence> {
  if (!(await findSequence(context.tx, id))) notFoundSequence();
  await checkUnique(context, input, id);
  const { prefix, ...rest } = input;
  const values = { ...rest, ...(prefix === undefined ? {} : { prefix: prefix ?? '' }) };
  const changed = await unlessTaken(() => updateSequence(context.tx, id, values), input.name);
  return changed ?? notFoundSequence();
}

export async function removeSequence(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteSequence(context.tx, id))) notFoundSequence();
}

/**
 * `PUT /sequences/{id}/next`: sets the next value to `new` when it is still `old`. Someone who
 * drew a number or set the value since the caller read it makes `old` stale: 409 naming the
 * current value, and nothing changes.
 */
export async function setNextValue(
  context: RequestContext,
  id: string,
  { old, new: next }: z.output<typeof sequenceNextSchema>,
): Promise<Sequence> {
  const changed = await compareAndSetNext(context.tx, id, old, next);
  if (changed) return changed;
  const current = await findSequence(context.tx, id);
  if (!current) notFoundSequence();
  throw conflict({ key: 'sequences.sequenceNextChanged', values: { old, current: current.next } });
}

/** `GET /sequences/{id}/peek`: the number the next draw would give, drawing nothing. */
export async function peekSequence(context: RequestContext, id: string): Promise<SequenceNumber> {
  const sequence = await getSequence(context, id);
  return { value: sequence.next, number: sequence.nextNumber };
}

/**
 * Draws the next number of a sequence for a record the caller stores in the same transaction.
 * The sequence's row stays locked until that transaction ends: concurrent draws wait their turn,
 * and a transaction that rolls back gives its number back, so the numbers have no gaps.
 */
export async function drawNumber(
  context: Pick<RequestContext, 'tx'>,
  sequenceId: string,
): Promise<SequenceNumber> {
  return (await takeNextById(context.tx, sequenceId)) ?? notFoundSequence();
}

/** Draws, as `drawNumber` does, from the firm's sequence for `target`; null when it keeps none. */
export async function drawNumberFor(
  context: Pick<RequestContext, 'tx'>,
  target: SequenceTarget,
): Promise<SequenceNumber | null> {
  return takeNextForTarget(context.tx, target);
}

import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  formatSequenceNumber,
  type Sequence,
  type SequenceNumber,
  type SequenceTarget,
} from '@syna/contracts/sequences';
import type { Tx } from '../../platform/db/database.ts';
import { numberSequences } from './sequences.tables.ts';

type SequenceRow = typeof numberSequences.$inferSelect;

const toSequence = (row: SequenceRow): Sequence => ({
  id: row.id,
  name: row.name,
  target: row.target,
  prefix: row.prefix,
  padding: row.padding,
  next: row.nextValue,
  nextNumber: formatSequenceNumber(row, row.nextValue),
});

const inTenant = sql`${numberSequences.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(numberSequences.id, id));

/** The tenant's sequences by name. */
export async function listSequences(tx: Tx): Promise<Sequence[]> {
  const rows = await tx
    .select()
    .from(numberSequences)
    .where(inTenant)
    .orderBy(sql`lower(${numberSequences.name})`, asc(numberSequences.id));
  return rows.map(toSequence);
}

export async function findSequence(tx: Tx, id: string): Promise<Sequence | null> {
  const [row] = await tx.select().from(numberSequences).where(byId(id));
  return row ? toSequence(row) : null;
}

export interface SequenceValues {
  name: string;
  target: SequenceTarget | null;
  prefix: string;
  padding: number;
  next: number;
}

export async function insertSequence(tx: Tx, tenantId: string, values: SequenceValues): Promise<Sequence> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ tenantId, ...values, nextValue: values.next })
    .returning();
  return toSequence(row!);
}

/** Changes the named fields of one sequence (never its next value); null when the tenant has no such sequence. */
export async function updateSequence(
  tx: Tx,
  id: string,
  values: Partial<Omit<SequenceValues, 'next'>>,
): Promise<Sequence | null> {
  const [row] = await tx.update(numberSequences).set(values).where(byId(id)).returning();
  return row ? toSequence(row) : null;
}

export async function deleteSequence(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(numberSequences).where(byId(id)).returning({ id: numberSequences.id });
  return rows.length > 0;
}

/**
 * Sets the next value to `next` only if it is `expected` now. The update's own condition makes it
 * atomic: of many callers with the same `expected`, the first to lock the row changes it and the
 * others, re-reading the row once that one commits, find it changed. Null when nothing changed.
 */
export async function compareAndSetNext(
  tx: Tx,
  id: string,
  expected: number,
  next: number,
): Promise<Sequence | null> {
  const [row] = await tx
    .update(numberSequences)
    .set({ nextValue: next })
    .where(and(byId(id), eq(numberSequences.nextValue, expected)))
    .returning();
  return row ? toSequence(row) : null;
}

/**
 * Takes the next number of the sequence `which` selects. The update locks the row until the
 * transaction ends, so concurrent draws take turns; a transaction that rolls back gives its
 * number back, and the next draw takes it, so no number is skipped.
 */
async function takeNext(tx: Tx, which: SQL): Promise<SequenceNumber | null> {
  const [row] = await tx
    .update(numberSequences)
    .set({ nextValue: sql`${numberSequences.nextValue} + 1` })
    .where(and(inTenant, which))
    .returning();
  if (!row) return null;
  const value = row.nextValue - 1;
  return { value, number: formatSequenceNumber(row, value) };
}

export const takeNextById = (tx: Tx, id: string) => takeNext(tx, eq(numberSequences.id, id));

export const takeNextForTarget = (tx: Tx, target: SequenceTarget) =>
  takeNext(tx, eq(numberSequences.target, target));

/** Which of a name (compared without case) and a target another sequence of the tenant has. */
export async function findClashes(
  tx: Tx,
  values: { name?: string; target?: SequenceTarget | null },
  exceptId: string | null,
): Promise<{ name: boolean; target: boolean }> {
  const sameName = values.name ? sql`lower(${numberSequences.name}) = lower(${values.name})` : sql`false`;
  const sameTarget = values.target ? eq(numberSequences.target, values.target) : sql`false`;
  const rows = await tx
    .select({ name: sameName, target: sameTarget })
    .from(numberSequences)
    .where(and(inTenant, or(sameName, sameTarget), exceptId ? ne(numberSequences.id, exceptId) : undefined));
  return {
    name: rows.some((row) => Boolean(row.name)),
    target: rows.some((row) => Boolean(row.target)),
  };
}

import { sql } from 'drizzle-orm';
import { ID_TAKEN_PROBLEM_TYPE } from '@syna/contracts/problem';
import { queryRows, type Tx } from '../db/database.ts';
import { HttpProblem } from './problem.ts';

/** The tables whose records a client may create under an id of its own (migration 0079). */
export type ClientIdTable = 'inspection_objects' | 'remarks' | 'remark_images' | 'speech_recordings';

/**
 * Refuses an id the client chose for a new record when any firm already has a record of that
 * kind with it: 409 on `body.id`, saying no more (not whose, not what). Nothing for no id.
 */
export async function requireFreeId(tx: Tx, table: ClientIdTable, id: string | undefined): Promise<void> {
  if (id === undefined) return;
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`SELECT app_id_taken(${table}, ${id}::uuid) AS taken`,
  );
  if (!row?.taken) return;
  const message = { key: 'http.idTaken' } as const;
  throw new HttpProblem(409, message, { 'body.id': [message] }, undefined, { type: ID_TAKEN_PROBLEM_TYPE });
}

import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '@syna/contracts/constants';
import { renderMessage } from '@syna/contracts/messages';
import type { SpeechRecording } from '@syna/contracts/speech';
import type { Tx } from '../../platform/db/database.ts';
import { speechRecordings } from './speech.tables.ts';

export type RecordingRow = typeof speechRecordings.$inferSelect;
export type NewRecording = Pick<
  typeof speechRecordings.$inferInsert,
  'storageKey' | 'contentType' | 'size' | 'durationMs' | 'language' | 'state' | 'error' | 'createdBy'
>;
/** How a try at transcribing ended. */
export type TranscriptionOutcome = Pick<RecordingRow, 'state' | 'transcript' | 'error'>;

const inTenant = sql`${speechRecordings.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(speechRecordings.id, id));

/** The recording as the API answers it, its failure worded in the reader's language. */
export function toRecording(row: RecordingRow, language: Language): SpeechRecording {
  return {
    id: row.id,
    remarkId: row.remarkId,
    contentType: row.contentType,
    size: row.size,
    durationMs: row.durationMs,
    language: row.language,
    state: row.state,
    transcript: row.transcript,
    error: row.error && renderMessage({ key: `speech.${row.error}` }, language),
    createdBy: row.createdBy,
    created: row.createdAt.toISOString(),
  };
}

export async function insertRecording(
  tx: Tx,
  tenantId: string,
  recording: NewRecording,
): Promise<RecordingRow> {
  const [row] = await tx
    .insert(speechRecordings)
    .values({ ...recording, tenantId })
    .returning();
  return row!;
}

export async function findRecording(tx: Tx, id: string): Promise<RecordingRow | null> {
  const [row] = await tx.select().from(speechRecordings).where(byId(id));
  return row ?? null;
}

/** The recordings among `ids` (the firm's only: row-level security shows no other). */
export function findRecordings(tx: Tx, ids: readonly string[]): Promise<RecordingRow[]> {
  return tx
    .select()
    .from(speechRecordings)
    .where(and(inTenant, inArray(speechRecordings.id, [...ids])));
}

/** The recordings of remarks, oldest first. */
export async function listRecordingsOfRemarks(tx: Tx, remarkIds: readonly string[]): Promise<RecordingRow[]> {
  if (remarkIds.length === 0) return [];
  return tx
    .select()
    .from(speechRecordings)
    .where(and(inTenant, inArray(speechRecordings.remarkId, [...remarkIds])))
    .orderBy(asc(speechRecordings.createdAt), asc(speechRecordings.id));
}

/** Gives the recordings to the remark, those that are no other remark's. */
export async function linkRecordings(tx: Tx, remarkId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(speechRecordings)
    .set({ remarkId })
    .where(
      and(
        inTenant,
        inArray(speechRecordings.id, [...ids]),
        or(isNull(speechRecordings.remarkId), eq(speechRecordings.remarkId, remarkId)),
      ),
    );
}

/** Queues the recording's transcription (again): its last failure is forgotten. */
export async function requeueRecording(tx: Tx, id: string): Promise<RecordingRow> {
  const [row] = await tx
    .update(speechRecordings)
    .set({ state: 'queued', error: null })
    .where(byId(id))
    .returning();
  return row!;
}

/** Counts a try at a queued recording; null when it is no longer queued (done, deleted). */
export async function startAttempt(tx: Tx, id: string): Promise<RecordingRow | null> {
  const [row] = await tx
    .update(speechRecordings)
    .set({ attempts: sql`${speechRecordings.attempts} + 1` })
    .where(and(byId(id), eq(speechRecordings.state, 'queued')))
    .returning();
  return row ?? null;
}

/** Records how the try ended, if the recording is still there and queued. */
export async function finishAttempt(tx: Tx, id: string, outcome: TranscriptionOutcome): Promise<void> {
  await tx
    .update(speechRecordings)
    .set(outcome)
    .where(and(byId(id), eq(speechRecordings.state, 'queued')));
}

/** Deletes the recording; its file's key, or null when there was none. */
export async function deleteRecording(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(speechRecordings)
    .where(byId(id))
    .returning({ storageKey: speechRecordings.storageKey });
  return row?.storageKey ?? null;
}

/** Deletes the recording if no remark has it; its file's key, or null when it stays (or was gone). */
export async function deleteUnlinkedRecording(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(speechRecordings)
    .where(and(byId(id), isNull(speechRecordings.remarkId)))
    .returning({ storageKey: speechRecordings.storageKey });
  return row?.storageKey ?? null;
}

/** The files of the remarks' recordings, which go with the remarks. */
export async function storageKeysOfRemarks(tx: Tx, remarkIds: readonly string[]): Promise<string[]> {
  const rows = await listRecordingsOfRemarks(tx, remarkIds);
  return rows.map((row) => row.storageKey);
}

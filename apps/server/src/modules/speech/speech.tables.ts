import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@syna/contracts/constants';
import type { DictationAudioType, TranscriptionError, TranscriptionState } from '@syna/contracts/speech';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';

/** Dictated recordings: the audio kept as the firm's file and its transcription (migration 0072). */
export const speechRecordings = pgTable(
  'speech_recordings',
  {
    ...tenantRecordColumns(),
    remarkId: uuid('remark_id'),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').$type<DictationAudioType>().notNull(),
    size: integer('size').notNull(),
    durationMs: integer('duration_ms').notNull(),
    language: text('language').$type<Language>().notNull(),
    state: text('state').$type<TranscriptionState>().notNull(),
    transcript: text('transcript'),
    error: text('error').$type<TranscriptionError>(),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

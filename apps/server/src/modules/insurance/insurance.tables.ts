import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InsuranceRequestStatus } from '@syna/contracts/insurance';
import { tenantKey, tenantRecordColumns } from '../../platform/db/tenant-columns.ts';
import type { InsuranceApplication } from './insurer.ts';

/** Hidden-defect insurance requests sent to the insurer, on their assignment (migration 0078). */
export const insuranceRequests = pgTable(
  'insurance_requests',
  {
    ...tenantRecordColumns(),
    inspectionId: uuid('inspection_id').notNull(),
    reportVersionId: uuid('report_version_id').notNull(),
    status: text('status').$type<InsuranceRequestStatus>().notNull(),
    sent: jsonb('sent').$type<InsuranceApplication>().notNull(),
    reference: text('reference'),
    message: text('message'),
    providerStatus: integer('provider_status'),
    requestedBy: uuid('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  tenantKey,
);

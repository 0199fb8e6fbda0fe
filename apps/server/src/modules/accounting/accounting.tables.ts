import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountingProviderName, InvoiceAttemptState } from '@syna/contracts/accounting';
import { tenantKey, tenantRecordColumns, timestampColumns } from '../../platform/db/tenant-columns.ts';

/** A firm's connection to one provider, its tokens sealed (migration 0077). */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').$type<AccountingProviderName>().notNull(),
    sealedTokens: text('sealed_tokens'),
    keyId: text('key_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    scope: text('scope'),
    companyName: text('company_name'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    connectedBy: uuid('connected_by'),
    needsReactivation: boolean('needs_reactivation').notNull().default(false),
    useOwnInvoiceNumbers: boolean('use_own_invoice_numbers').notNull().default(false),
    finalInvoices: boolean('final_invoices').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.provider] })],
);

/** The nonces of consent states already used (migration 0077). */
export const accountingUsedStates = pgTable(
  'accounting_used_states',
  {
    tenantId: text('tenant_id').notNull(),
    nonce: text('nonce').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.nonce] })],
);

/** An assignment's tries at being invoiced at a provider (migration 0077). */
export const invoiceAttempts = pgTable(
  'invoice_attempts',
  {
    ...tenantRecordColumns(),
    inspectionId: uuid('inspection_id').notNull(),
    provider: text('provider').$type<AccountingProviderName>().notNull(),
    attempt: integer('attempt').notNull(),
    state: text('state').$type<InvoiceAttemptState>().notNull(),
    externalKey: text('external_key').notNull(),
    invoiceId: text('invoice_id'),
    invoiceNumber: text('invoice_number'),
    ownNumber: text('own_number'),
    url: text('url'),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull().default(0),
    message: text('message'),
    createdBy: uuid('created_by'),
    ...timestampColumns(),
  },
  tenantKey,
);

/** Every call to a provider: what, its status and how long it took (migration 0077). */
export const accountingCalls = pgTable(
  'accounting_calls',
  {
    ...tenantRecordColumns(),
    provider: text('provider').$type<AccountingProviderName>().notNull(),
    operation: text('operation').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  tenantKey,
);

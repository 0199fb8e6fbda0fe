// The accounting module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { accountingModule } from './accounting.module.ts';
export { ACCOUNTING_INVOICE_JOB, type InvoiceJobData } from './invoicing.service.ts';
export { runInvoiceAttempt } from './invoice-job.ts';
export type { AccountingDependencies } from './accounting.service.ts';

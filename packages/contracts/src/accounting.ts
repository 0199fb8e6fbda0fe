import { z } from 'zod';

/**
 * The accounting integrations (SPEC §7 "Accounting integrations"): a firm connects Fortnox or
 * Visma eEkonomi through the provider's OAuth2 consent, and invoices assignments there. The
 * provider's tokens never leave the server; these shapes carry none.
 */
export const ACCOUNTING_PROVIDERS = ['fortnox', 'visma'] as const;
export type AccountingProviderName = (typeof ACCOUNTING_PROVIDERS)[number];

/** How long a consent's state is good for: the provider must send the browser back within it. */
export const ACTIVATION_STATE_TTL_SECONDS = 600;

/** The most assignments one invoicing request names (the bulk action on the list). */
export const INVOICE_BATCH_MAX = 100;

/** The connection as the integration page shows it. */
export const accountingStatusSchema = z
  .object({
    provider: z.enum(ACCOUNTING_PROVIDERS),
    /** False when this server has no client id for the provider: nobody can connect here. */
    configured: z.boolean(),
    connected: z.boolean(),
    /** The provider refused to renew the grant: an administrator must connect again. */
    needsReactivation: z.boolean(),
    companyName: z.string().nullable(),
    connectedAt: z.iso.datetime().nullable(),
    connectedBy: z.string().nullable(),
    /** Invoices carry the firm's own number from the `invoice` sequence rather than the provider's. */
    useOwnInvoiceNumbers: z.boolean(),
    /**
     * Visma eEkonomi: invoices are made final (numbered) at once rather than left as drafts for
     * the bookkeeper. Fortnox creates every invoice unbooked, so there it changes nothing.
     */
    finalInvoices: z.boolean(),
  })
  .meta({ id: 'AccountingStatus' });
export type AccountingStatus = z.infer<typeof accountingStatusSchema>;

/** Body of `PUT /{provider}/settings`. */
export const accountingSettingsSchema = z
  .object({
    useOwnInvoiceNumbers: z.boolean({ error: 'accounting.useOwnNumbers' }).optional(),
    finalInvoices: z.boolean({ error: 'accounting.finalInvoices' }).optional(),
  })
  .meta({ id: 'AccountingSettings' });
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

/** Answer of `POST /{provider}/activate`: where to send the browser for the provider's consent. */
export const accountingConsentSchema = z.object({ url: z.url() }).meta({ id: 'AccountingConsent' });

/** Body of `POST /{provider}/activation`: what the provider's consent page sent back. */
export const accountingActivationSchema = z
  .object({
    code: z.string().trim().min(1, { error: 'accounting.code' }).max(4000),
    state: z.string().trim().min(1, { error: 'accounting.state' }).max(2000),
  })
  .meta({ id: 'AccountingActivation' });

export const companyInformationSchema = z
  .object({
    name: z.string(),
    organisationNumber: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'AccountingCompany' });

export const providerCustomerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    organisationNumber: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'AccountingCustomer' });

const searchText = z.string().trim().max(200).optional();
/** Query of `GET /{provider}/customers`. */
export const customerSearchQuerySchema = z.object({
  name: searchText,
  email: searchText,
  postalCode: searchText,
});

export const providerInvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    url: z.string().nullable(),
    customerName: z.string().nullable(),
    invoiceDate: z.string(),
    /** Including VAT, in öre. */
    total: z.int(),
  })
  .meta({ id: 'AccountingInvoice' });

export const INVOICE_ATTEMPT_STATES = ['queued', 'sent', 'failed'] as const;
export type InvoiceAttemptState = (typeof INVOICE_ATTEMPT_STATES)[number];

/** One try at invoicing an assignment, as the assignment page shows it. */
export const invoiceAttemptSchema = z
  .object({
    id: z.uuid(),
    inspectionId: z.uuid(),
    inspectionNumber: z.string().nullable(),
    provider: z.enum(ACCOUNTING_PROVIDERS),
    attempt: z.int(),
    state: z.enum(INVOICE_ATTEMPT_STATES),
    invoiceNumber: z.string().nullable(),
    /** The firm's own number from the `invoice` sequence, when the firm uses its own. */
    ownNumber: z.string().nullable(),
    url: z.string().nullable(),
    /** Including VAT, in öre. */
    total: z.int(),
    /** Why it failed, as the provider wrote it (or a message of ours when it could not be reached). */
    message: z.string().nullable(),
    created: z.iso.datetime(),
    updated: z.iso.datetime(),
  })
  .meta({ id: 'InvoiceAttempt' });
export type InvoiceAttempt = z.infer<typeof invoiceAttemptSchema>;

/** Body of `POST /{provider}/invoices`: the assignments to invoice, one or many. */
export const invoiceRequestSchema = z
  .object({
    inspectionIds: z
      .array(z.uuid({ error: 'validation.inspectionId' }))
      .min(1, { error: 'accounting.noAssignments' })
      .max(INVOICE_BATCH_MAX),
  })
  .meta({ id: 'InvoiceRequest' });

export const invoiceAttemptListSchema = z.object({ items: z.array(invoiceAttemptSchema) });
export const providerInvoiceListSchema = z.object({ items: z.array(providerInvoiceSchema) });

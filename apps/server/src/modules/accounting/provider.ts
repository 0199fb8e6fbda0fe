import type { PriceRow } from '@syna/contracts/prices';

/**
 * One accounting program as the `accounting` module uses it: the OAuth2 authorization code flow
 * that connects a firm, and the few API calls invoicing needs. Each provider's client
 * (`fortnox/`, `visma/`) implements it against the provider's documented API; only base URLs come
 * from configuration, so the tests run the production clients against local servers that speak
 * the same protocol.
 */
export type AccountingProviderName = 'fortnox' | 'visma';

/** A firm's grant: the access token (short-lived) and the refresh token that renews it. */
export interface ProviderTokens {
  accessToken: string;
  /** Rotates on every renewal at both providers: the old one is refused once used. */
  refreshToken: string;
  expiresAt: Date;
  scope: string | null;
}

/** The connected company, as the admin page shows it. */
export interface CompanyInformation {
  name: string;
  organisationNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  email: string | null;
}

/** A customer in the accounting program. */
export interface ProviderCustomer {
  /** The provider's id for it (Fortnox: CustomerNumber; Visma: Id). */
  id: string;
  name: string;
  /** Organisationsnummer or personnummer as the program holds it. */
  organisationNumber: string | null;
  email: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  phone: string | null;
}

export type NewProviderCustomer = Omit<ProviderCustomer, 'id'> & { isPrivatePerson: boolean };

/** What a customer lookup may name; a provider that fails answers null (the spec's rule), not an error. */
export interface CustomerQuery {
  name?: string;
  email?: string;
  postalCode?: string;
  organisationNumber?: string;
}

/** An invoice to create, built from an assignment's price rows. */
export interface NewProviderInvoice {
  customerId: string;
  /** YYYY-MM-DD, Swedish date. */
  invoiceDate: string;
  /** The assignment's number, shown on the invoice as the customer's reference to the job. */
  reference: string;
  /** Our key for this invoice (assignment and attempt): a retry finds the invoice it made before. */
  externalKey: string;
  rows: readonly Pick<PriceRow, 'articleNumber' | 'description' | 'quantity' | 'unitPrice' | 'vatRate'>[];
  /** Visma: book it as a final invoice rather than leave a draft. Fortnox invoices are always created unbooked. */
  final: boolean;
}

export interface ProviderInvoice {
  id: string;
  /** The invoice number the program gave it; null for a draft that has none yet. */
  number: string | null;
  /** A link that opens it in the program, where the provider has one. */
  url: string | null;
  customerName: string | null;
  invoiceDate: string;
  /** Total including VAT, in öre. */
  total: number;
  /** The `externalKey` it was created with, where the provider keeps it. */
  externalKey: string | null;
}

/**
 * Why a provider call failed. `retryable` failures (5xx, 429, time-outs, unreachable) are
 * retried by the job with backoff; the others (validation, refused grant) are shown to the user
 * with `providerMessage` as the provider wrote it.
 */
export class ProviderError extends Error {
  constructor(
    readonly provider: AccountingProviderName,
    readonly status: number | null,
    readonly providerMessage: string,
    readonly retryable: boolean,
    /** A 429's wait, when the provider named it (Retry-After). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${provider}: ${status ?? 'unreachable'} ${providerMessage}`);
    this.name = 'ProviderError';
  }
}

export interface AccountingProvider {
  readonly name: AccountingProviderName;
  /** The provider's consent page, which returns the browser to `redirectUri` with `code` and `state`. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Revokes the grant at the provider; a provider without revocation resolves. */
  revoke(tokens: ProviderTokens): Promise<void>;
  companyInformation(accessToken: string): Promise<CompanyInformation>;
  findCustomers(accessToken: string, query: CustomerQuery): Promise<ProviderCustomer[]>;
  customer(accessToken: string, id: string): Promise<ProviderCustomer | null>;
  createCustomer(accessToken: string, customer: NewProviderCustomer): Promise<ProviderCustomer>;
  createInvoice(accessToken: string, invoice: NewProviderInvoice): Promise<ProviderInvoice>;
  /** The invoice created earlier with `externalKey`, if any: what makes a retried invoice idempotent. */
  invoiceByExternalKey(accessToken: string, externalKey: string): Promise<ProviderInvoice | null>;
  /** Recent invoices, newest first (the spec's `GET /invoices`; Visma's page lists them). */
  listInvoices(accessToken: string, page: { page: number; pageSize: number }): Promise<ProviderInvoice[]>;
}

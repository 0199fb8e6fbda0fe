import type { RouteObject } from 'react-router';
import { AccountingPage } from './components/accounting-page';
import { ActivationEntry } from './components/activation-entry';

export { InvoicePanel } from './components/invoice-panel';
export { InvoiceBulkAction } from './components/invoice-bulk-action';

/** `/:tenant/admin/fortnox`, `/:tenant/admin/visma`: the integration pages (the feature's, not admin-only). */
export const accountingAdminRoutes = {
  fortnox: { Component: () => <AccountingPage provider="fortnox" /> },
  visma: { Component: () => <AccountingPage provider="visma" /> },
} satisfies Record<string, Partial<RouteObject>>;

/** `/fortnox/activation`, `/visma/activation`: where the providers' consent pages return. */
export const accountingActivationRoutes = {
  fortnox: { Component: () => <ActivationEntry provider="fortnox" /> },
  visma: { Component: () => <ActivationEntry provider="visma" /> },
} satisfies Record<string, Partial<RouteObject>>;

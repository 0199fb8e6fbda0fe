import type { FastifyInstance } from 'fastify';
import { accountingEndpoints } from '@syna/contracts/endpoints/accounting';
import { ACCOUNTING_PROVIDERS } from '@syna/contracts/accounting';
import { registerEndpoints } from '../../platform/http/endpoint-routes.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { inspectionPricing } from '../prices/index.ts';
import { accountingRoutes } from './accounting.routes.ts';
import type { AccountingDependencies } from './accounting.service.ts';
import { registerInvoiceJobs } from './invoice-job.ts';
import { providersOf } from './provider-clients.ts';
import { loadTokenKeys } from './token-keys.ts';

/**
 * The accounting integrations (Fortnox, Visma eEkonomi): connecting a firm through the provider's
 * consent, its tokens sealed in the database, and invoicing assignments by a job.
 */
export async function accountingModule(api: FastifyInstance): Promise<void> {
  const { accounting, dataDir } = api.config;
  const deps: AccountingDependencies = {
    providers: providersOf(accounting),
    keys: loadTokenKeys(accounting.tokenKeys, dataDir),
    // A job's context carries the transaction the pricing reads, as a request's does.
    pricing: (context, inspectionId) => inspectionPricing(context as RequestContext, inspectionId),
  };
  registerInvoiceJobs(api.jobs, deps);
  for (const provider of ACCOUNTING_PROVIDERS) {
    await registerEndpoints(api, accountingEndpoints[provider], accountingRoutes(provider, deps));
  }
}

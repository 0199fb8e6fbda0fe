import type { AccountingProviderName } from '@syna/contracts/accounting';
import type { AccountingConfig } from '../../config.ts';
import { createFortnoxProvider } from './fortnox/fortnox-client.ts';
import { createVismaProvider } from './visma/visma-client.ts';
import type { AccountingProvider } from './provider.ts';

/** The providers this server has a client id for, each its production client. */
export function providersOf(
  config: AccountingConfig,
): Partial<Record<AccountingProviderName, AccountingProvider>> {
  return {
    ...(config.fortnox ? { fortnox: createFortnoxProvider(config.fortnox) } : {}),
    ...(config.visma ? { visma: createVismaProvider(config.visma) } : {}),
  };
}

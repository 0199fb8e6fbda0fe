import { Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import type { AccountingProviderName } from '@syna/contracts/accounting';
import { appPaths } from '@/lib/navigation/app-paths';
import { useAccountingTexts } from '../texts';
import { tenantOfState } from '../activation-state';

/**
 * `/{provider}/activation?code&state`: where the provider's consent page returns. It names no
 * firm, so the firm is read from the state (only to route: the server checks its signature) and
 * the browser goes on, code and state kept, to the firm's integration page, which completes it.
 */
export function ActivationEntry({ provider }: { provider: AccountingProviderName }) {
  const { t } = useAccountingTexts();
  const [params] = useSearchParams();
  const tenant = tenantOfState(params.get('state'));
  if (!tenant) return <Alert severity="error">{t('page.badLink')}</Alert>;
  return <Navigate replace to={`${appPaths.adminPage(tenant, provider)}?${params.toString()}`} />;
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCOUNTING_PROVIDERS,
  type AccountingProviderName,
  type InvoiceAttempt,
} from '@syna/contracts/accounting';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { formatMoney } from '@syna/contracts/format';
import { oreToKronor } from '@syna/contracts/prices';
import { hasPermission } from '@syna/contracts/roles';
import { useTenantQuery } from '@/lib/http/endpoint-hooks';
import { useInitialData } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useInvoiceAttempts, useQueueInvoices } from '../api';
import { useAccountingTexts } from '../texts';

/** The providers the firm has switched on and the user may invoice in. */
export function useInvoiceProviders(): AccountingProviderName[] {
  const { features, permissions } = useInitialData();
  return ACCOUNTING_PROVIDERS.filter(
    (provider) => features.includes(provider) && hasPermission(permissions, `${provider}.invoice`),
  );
}

function AttemptState({ provider, attempt }: { provider: AccountingProviderName; attempt: InvoiceAttempt }) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const amount = t('invoice.amount', { amount: formatMoney(oreToKronor(attempt.total)) });
  if (attempt.state === 'queued')
    return <Alert severity="info">{t('invoice.stateQueued', { provider: name })}</Alert>;
  if (attempt.state === 'failed')
    return (
      <Alert severity="error" data-testid="invoice-failed">
        <strong>{t('invoice.stateFailed', { provider: name })}</strong>
        {attempt.message && <div>{attempt.message}</div>}
      </Alert>
    );
  return (
    <Alert severity="success" data-testid="invoice-sent">
      <strong>{t('invoice.stateSent', { provider: name })}</strong>
      {attempt.invoiceNumber && <div>{t('invoice.number', { number: attempt.invoiceNumber })}</div>}
      {attempt.ownNumber && <div>{t('invoice.ownNumber', { number: attempt.ownNumber })}</div>}
      <div>{amount}</div>
      {attempt.url && (
        <Link href={attempt.url} target="_blank" rel="noopener noreferrer">
          {t('invoice.open', { provider: name })}
        </Link>
      )}
    </Alert>
  );
}

function ProviderInvoice({
  provider,
  inspectionId,
  hasRows,
}: {
  provider: AccountingProviderName;
  inspectionId: string;
  hasRows: boolean;
}) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const attempts = useInvoiceAttempts(provider, inspectionId, true);
  const queue = useQueueInvoices(provider);
  const latest = attempts.data?.[0];
  const invoice = () =>
    queue.mutate([inspectionId], { onSuccess: () => showSnackbar({ subject: t('invoice.queued') }) });
  const canInvoice = hasRows && (!latest || latest.state === 'failed');
  return (
    <Stack spacing={1} data-testid={`invoice-${provider}`}>
      {latest && <AttemptState provider={provider} attempt={latest} />}
      {!hasRows && !latest && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('invoice.noPrice')}
        </Typography>
      )}
      {canInvoice && (
        <Button
          variant={latest ? 'outlined' : 'contained'}
          onClick={invoice}
          disabled={queue.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {queue.isPending
            ? t('invoice.queuing')
            : latest
              ? t('invoice.retry')
              : t('invoice.action', { provider: name })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Below an assignment's price: its invoice in each accounting program the firm has on and the
 * user may invoice in — "Fakturera i Fortnox", then the state, number, amount and link, or the
 * failure with the provider's message and "Försök igen".
 */
export function InvoicePanel({ inspectionId }: { inspectionId: string }) {
  const { t } = useAccountingTexts();
  const providers = useInvoiceProviders();
  // The same query as the price tab's, so a change of the rows shows here at once.
  const price = useTenantQuery({
    key: (tenantId) => ['prices', tenantId, 'assignment', inspectionId],
    endpoint: priceEndpoints.assignmentPrice,
    request: { params: { id: inspectionId } },
    enabled: providers.length > 0,
  });
  if (providers.length === 0 || !price.data) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="invoice-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}
    >
      <Typography id="invoice-title" variant="h2" sx={{ mb: 1 }}>
        {t('invoice.title')}
      </Typography>
      <Stack spacing={2}>
        {providers.map((provider) => (
          <ProviderInvoice
            key={provider}
            provider={provider}
            inspectionId={inspectionId}
            hasRows={price.data.rows.length > 0}
          />
        ))}
      </Stack>
    </Paper>
  );
}

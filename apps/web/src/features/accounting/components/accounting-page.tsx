import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  AccountingProviderName,
  AccountingSettings,
  AccountingStatus,
} from '@syna/contracts/accounting';
import { formatDate, formatMoney } from '@syna/contracts/format';
import { oreToKronor } from '@syna/contracts/prices';
import { isAdmin } from '@syna/contracts/roles';
import { isHttpError } from '@/lib/http/http-error';
import { useInitialData } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import {
  useAccountingSettings,
  useAccountingStatus,
  useActivate,
  useCompanyInformation,
  useCompleteActivation,
  useProviderInvoices,
  useUninstall,
} from '../api';
import { useAccountingTexts } from '../texts';

interface ProviderProps {
  provider: AccountingProviderName;
}

/** Completes a consent the provider sent back (`?code&state`) once, then takes them out of the URL. */
function useActivationFromUrl(provider: AccountingProviderName) {
  const [params, setParams] = useSearchParams();
  const complete = useCompleteActivation(provider);
  const { t } = useAccountingTexts();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    setParams({}, { replace: true });
    complete.mutate(
      { code, state },
      {
        onSuccess: () =>
          showSnackbar({ subject: t('page.completed', { provider: t(`providers.${provider}`) }) }),
      },
    );
  }, [code, state, complete, setParams, t, provider]);
  return complete;
}

function CompanySection({ provider }: ProviderProps) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const company = useCompanyInformation(provider, true);
  if (company.isPending) return <Skeleton variant="rounded" height={80} />;
  if (company.isError) return <Alert severity="warning">{t('page.companyError', { provider: name })}</Alert>;
  const { data } = company;
  const address = [data.address, [data.postalCode, data.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="accounting-company">
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('page.company')}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {data.name}
      </Typography>
      {data.organisationNumber && (
        <Typography component="dd" sx={{ m: 0 }}>
          {t('page.organisationNumber')}: {data.organisationNumber}
        </Typography>
      )}
      {address && (
        <Typography component="dd" sx={{ m: 0 }}>
          {t('page.address')}: {address}
        </Typography>
      )}
      {data.email && (
        <Typography component="dd" sx={{ m: 0 }}>
          {t('page.email')}: {data.email}
        </Typography>
      )}
    </Stack>
  );
}

function InvoicesSection({ provider }: ProviderProps) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const invoices = useProviderInvoices(provider, true);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="accounting-invoices"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="accounting-invoices" variant="h2" sx={{ mb: 1 }}>
        {t('page.invoices')}
      </Typography>
      {invoices.isPending && <Skeleton variant="rounded" height={96} />}
      {invoices.isError && (
        <LoadError
          title={t('page.invoicesError', { provider: name })}
          onRetry={() => void invoices.refetch()}
        />
      )}
      {invoices.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('page.noInvoices')}</Typography>
      )}
      {invoices.data && invoices.data.length > 0 && (
        <Table size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('page.invoiceNumber')}</TableCell>
              <TableCell>{t('page.invoiceDate')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('page.customer')}</TableCell>
              <TableCell align="right">{t('page.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>
                  {invoice.url ? (
                    <Link
                      href={invoice.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('page.open', { number: invoice.number ?? '', provider: name })}
                    >
                      {invoice.number ?? '–'}
                    </Link>
                  ) : (
                    (invoice.number ?? '–')
                  )}
                </TableCell>
                <TableCell>{invoice.invoiceDate}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {invoice.customerName}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(oreToKronor(invoice.total))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/** One of the integration's settings, saved as it is switched. */
function SettingSwitch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  /** While a change is being saved. */
  disabled: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <FormControlLabel
      control={
        <Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      }
      label={label}
    />
  );
}

function ConnectionSection({
  provider,
  status,
  admin,
}: ProviderProps & { status: AccountingStatus; admin: boolean }) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const activate = useActivate(provider);
  const uninstall = useUninstall(provider);
  const settings = useAccountingSettings(provider);
  const save = (change: AccountingSettings) =>
    settings.mutate(change, { onSuccess: () => showSnackbar({ subject: t('page.ownNumbersSaved') }) });
  const [confirming, setConfirming] = useState(false);
  const connect = () =>
    activate.mutate(undefined, {
      onSuccess: ({ url }) => {
        window.location.assign(url);
      },
    });
  const connectButton = (label: string) => (
    <Button variant="contained" onClick={connect} disabled={activate.isPending || activate.isSuccess}>
      {activate.isPending || activate.isSuccess ? t('page.connecting', { provider: name }) : label}
    </Button>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="accounting-connection"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="accounting-connection" variant="h2" data-testid="accounting-state">
          {status.connected
            ? status.companyName
              ? t('page.connected', { company: status.companyName })
              : t('page.connectedUnnamed')
            : t('page.notConnected')}
        </Typography>
        {status.connected && status.connectedAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('page.connectedSince', {
              date: formatDate(status.connectedAt),
              name: status.connectedBy ?? '–',
            })}
          </Typography>
        )}
        {status.needsReactivation && (
          <Alert severity="warning">{t('page.needsReactivation', { provider: name })}</Alert>
        )}
        {status.connected && !status.needsReactivation && <CompanySection provider={provider} />}
        {admin ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
            {!status.connected && connectButton(t('page.connect', { provider: name }))}
            {status.needsReactivation && connectButton(t('page.reconnect'))}
            {status.connected && (
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                {t('page.disconnect')}
              </Button>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('page.adminOnly')}
          </Typography>
        )}
        {admin && (
          <SettingSwitch
            checked={status.useOwnInvoiceNumbers}
            label={t('page.ownNumbers')}
            disabled={settings.isPending}
            onChange={(useOwnInvoiceNumbers) => save({ useOwnInvoiceNumbers })}
          />
        )}
        {admin && provider === 'visma' && (
          <SettingSwitch
            checked={status.finalInvoices}
            label={t('page.finalInvoices')}
            disabled={settings.isPending}
            onChange={(finalInvoices) => save({ finalInvoices })}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('page.disconnectTitle', { provider: name })}
        confirmLabel={t('page.disconnect')}
        busy={uninstall.isPending}
        busyLabel={t('page.disconnecting')}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          uninstall.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showSnackbar({ subject: t('page.disconnected', { provider: name }) });
            },
          })
        }
      >
        <Typography>{t('page.disconnectText', { provider: name })}</Typography>
      </ConfirmDialog>
    </Paper>
  );
}

/**
 * `/:tenant/admin/fortnox` and `/admin/visma`: the firm's connection to the accounting program,
 * its company and recent invoices. Shown to everyone with the feature; connecting and
 * disconnecting are an administrator's. The provider's consent returns here with `code` and `state`.
 */
export function AccountingPage({ provider }: ProviderProps) {
  const { t } = useAccountingTexts();
  const name = t(`providers.${provider}`);
  const admin = isAdmin(useInitialData().roles);
  const completion = useActivationFromUrl(provider);
  const status = useAccountingStatus(provider);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h1">{name}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('page.intro', { provider: name })}</Typography>
      {completion.isPending && <Alert severity="info">{t('page.completing')}</Alert>}
      {completion.isError && (
        <Alert severity="error" data-testid="accounting-activation-error">
          {isHttpError(completion.error)
            ? (completion.error.detail ?? completion.error.message)
            : String(completion.error)}
        </Alert>
      )}
      {status.isPending && <Skeleton variant="rounded" height={120} />}
      {status.isError && <LoadError title={t('page.loadError')} onRetry={() => void status.refetch()} />}
      {status.data && !status.data.configured && (
        <Alert severity="info">{t('page.notConfigured', { provider: name })}</Alert>
      )}
      {status.data?.configured && !completion.isPending && (
        <ConnectionSection provider={provider} status={status.data} admin={admin} />
      )}
      {status.data?.connected && !status.data.needsReactivation && <InvoicesSection provider={provider} />}
    </Stack>
  );
}

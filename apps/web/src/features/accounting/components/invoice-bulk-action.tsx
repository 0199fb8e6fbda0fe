import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AccountingProviderName } from '@syna/contracts/accounting';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useQueueInvoices } from '../api';
import { useAccountingTexts } from '../texts';
import { useInvoiceProviders } from './invoice-panel';

function ProviderBulkInvoice({
  provider,
  ids,
  onDone,
}: {
  provider: AccountingProviderName;
  ids: readonly string[];
  onDone(): void;
}) {
  const { t } = useAccountingTexts();
  const common = useTranslation().t;
  const name = t(`providers.${provider}`);
  const queue = useQueueInvoices(provider);
  const [open, setOpen] = useState(false);
  const send = () =>
    queue.mutate([...ids], {
      onSuccess: ({ items }) => {
        setOpen(false);
        showSnackbar({ subject: t('invoice.bulkDone', { count: items.length }) });
        onDone();
      },
    });
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('invoice.bulk')}
        {/* Two programs on at once: say which. */}
        {provider === 'visma' ? ` (${name})` : ''}
      </Button>
      <Dialog
        open={open}
        onClose={queue.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={`bulk-invoice-${provider}`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`bulk-invoice-${provider}`}>
          {t('invoice.bulkTitle', { count: ids.length })}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('invoice.bulkText', { provider: name })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={queue.isPending}>
            {common('common.cancel')}
          </Button>
          <Button variant="contained" onClick={send} disabled={queue.isPending} autoFocus>
            {queue.isPending ? t('invoice.queuing') : t('invoice.action', { provider: name })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The list's bulk action "Fakturera": the chosen assignments invoiced in each program the firm has on. */
export function InvoiceBulkAction({ ids, onDone }: { ids: readonly string[]; onDone(): void }) {
  const providers = useInvoiceProviders();
  return (
    <>
      {providers.map((provider) => (
        <ProviderBulkInvoice key={provider} provider={provider} ids={ids} onDone={onDone} />
      ))}
    </>
  );
}

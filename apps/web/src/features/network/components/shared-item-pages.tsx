import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAddress, formatDate } from '@syna/contracts/format';
import type { SharedKind, SharedParty } from '@syna/contracts/network';
import { networkPaths } from '@/lib/navigation/app-paths';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useSharedInspection, useSharedOrder, useUpdateShared } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';

/** Label and value, one per line; an empty value shows a dash. */
function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useNetworkTexts();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" sx={{ minWidth: 220, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
        {value || t('item.none')}
      </Typography>
    </Stack>
  );
}

/**
 * The one text a share that allows editing lets the partner change (an order's message, an
 * assignment's description): shown as a field, with "Ändra" opening it for editing.
 */
function EditableText({
  tenant,
  kind,
  id,
  label,
  value,
}: {
  tenant: string;
  kind: SharedKind;
  id: string;
  label: string;
  value: string | null;
}) {
  const { t } = useNetworkTexts();
  const update = useUpdateShared(tenant, kind, id);
  const [draft, setDraft] = useState<string | null>(null);

  async function save() {
    try {
      await update.mutateAsync(draft?.trim() ? draft : null);
    } catch {
      return; // The red snackbar has said why; the field stays open.
    }
    showSnackbar({ subject: t('item.saved') });
    setDraft(null);
  }

  if (draft === null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Field label={label} value={value} testId={`shared-${kind}-text`} />
        <Button size="small" onClick={() => setDraft(value ?? '')} data-testid="shared-edit">
          {t('item.edit')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={update.isPending} onClick={() => void save()}>
          {update.isPending ? t('item.saving') : t('item.save')}
        </Button>
        <Button onClick={() => setDraft(null)}>{t('item.cancel')}</Button>
      </Stack>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {children}
      </Stack>
    </Paper>
  );
}

function PartySection({ title, party, testId }: { title: string; party: SharedParty; testId: string }) {
  const { t } = useNetworkTexts();
  return (
    <Section title={`${title}: ${party.name}`}>
      <Field label={t('item.number')} value={party.number} testId={`${testId}-number`} />
      <Field label={t('item.email')} value={party.email} />
      <Field label={t('item.phone')} value={party.phone} />
    </Section>
  );
}

/** What a partner page says when the item is not shared with the caller (404). */
function useNotFound(tenant: string, testId: string) {
  const { t } = useNetworkTexts();
  return {
    title: t('item.notFoundTitle'),
    body: t('item.notFoundBody'),
    testId,
    backTo: networkPaths.firm(tenant),
    backLabel: t('partner.back'),
  };
}

/** `/network/:tenant/order/:id`: an order shared with the caller, read-only, personnummer masked. */
export function SharedOrderPage() {
  const { t } = useNetworkTexts();
  const { tenant = '', id = '' } = useParams();
  const order = useSharedOrder(tenant, id);
  const notFound = useNotFound(tenant, 'shared-order-not-found');
  return (
    <DetailPageFrame query={order} skeleton={[120, 240]} notFound={notFound} errorTitle={t('item.loadError')}>
      {(data) => (
        <Stack spacing={2} data-testid="shared-order">
          <Typography variant="h1">{t('item.orderTitle', { number: data.number })}</Typography>
          <Section title={formatAddress(data.address)}>
            <Field
              label={t('item.preferred')}
              value={[formatDate(data.preferredDate), data.preferredTime].filter(Boolean).join(' ')}
            />
            <Field label={t('item.estate')} value={data.estateNumber} />
            <Field label={t('item.description')} value={data.objectDescription} />
            {data.mayEdit ? (
              <EditableText
                tenant={tenant}
                kind="order"
                id={id}
                label={t('item.message')}
                value={data.message}
              />
            ) : (
              <Field label={t('item.message')} value={data.message} />
            )}
          </Section>
          <PartySection title={t('item.customer')} party={data.customer} testId="shared-customer" />
          {data.owner1 && (
            <PartySection title={t('item.owner1')} party={data.owner1} testId="shared-owner1" />
          )}
          {data.owner2 && (
            <PartySection title={t('item.owner2')} party={data.owner2} testId="shared-owner2" />
          )}
          {data.broker && (
            <PartySection title={t('item.broker')} party={data.broker} testId="shared-broker" />
          )}
        </Stack>
      )}
    </DetailPageFrame>
  );
}

/** `/network/:tenant/inspection/:id`: an assignment shared with the caller, read-only. */
export function SharedInspectionPage() {
  const { t } = useNetworkTexts();
  const { tenant = '', id = '' } = useParams();
  const inspection = useSharedInspection(tenant, id);
  const notFound = useNotFound(tenant, 'shared-inspection-not-found');
  return (
    <DetailPageFrame query={inspection} skeleton={[160]} notFound={notFound} errorTitle={t('item.loadError')}>
      {(data) => (
        <Stack spacing={2} data-testid="shared-inspection">
          <Typography variant="h1">{t('item.inspectionTitle', { number: data.number })}</Typography>
          <Section title={formatAddress(data.address) || t('item.address')}>
            <Field label={t('item.date')} value={data.date ? formatDate(data.date) : null} />
            <Field label={t('item.time')} value={[data.startTime, data.stopTime].filter(Boolean).join('–')} />
            {data.mayEdit ? (
              <EditableText
                tenant={tenant}
                kind="inspection"
                id={id}
                label={t('item.description')}
                value={data.description}
              />
            ) : (
              <Field label={t('item.description')} value={data.description} />
            )}
          </Section>
        </Stack>
      )}
    </DetailPageFrame>
  );
}

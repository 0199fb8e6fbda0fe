import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { formatAddress, formatDate } from '@syna/contracts/format';
import type { InsuranceDetails, InsuranceRequest, InsuranceState } from '@syna/contracts/insurance';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import type { StatusCategory } from '@syna/contracts/lookups';
import { renderMessage } from '@syna/contracts/messages';
import { isHttpError } from '@/lib/http/http-error';
import { currentLanguage } from '@/lib/i18n/i18n';
import { LoadError } from '@/lib/ui/load-error';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { useInsuranceState, useRequestInsurance } from '@/features/insurance/api';
import { useInsuranceTexts } from '@/features/insurance/texts';

/** The steps of the status course at which an assignment is finished. */
const FINISHED: ReadonlySet<StatusCategory> = new Set(['performed', 'reported', 'invoiced']);

interface InsuranceRequestProps {
  inspection: Inspection;
  metadata: InspectionMetadata | undefined;
  canWrite: boolean;
}

/**
 * The hidden-defect insurance request of a finished assignment whose type offers it: the button
 * and its confirmation (what will be sent), then the insurer's reference, what to fill in, or the
 * failure; and, once sent, the request with its reference. Nothing for any other assignment.
 */
export function InsuranceRequestSection({ inspection, metadata, canWrite }: InsuranceRequestProps) {
  const { t } = useInsuranceTexts();
  const category = metadata?.statuses.find((status) => status.id === inspection.status?.id)?.category;
  const finished = category !== undefined && FINISHED.has(category);
  const state = useInsuranceState(inspection.id, finished);
  const [open, setOpen] = useState(false);
  if (!finished) return null;
  if (state.isPending) return <Skeleton variant="rounded" height={40} aria-label={t('loading')} />;
  if (state.isError)
    return (
      <LoadError
        title={t('loadError')}
        detail={isHttpError(state.error) ? state.error.detail : null}
        onRetry={() => void state.refetch()}
      />
    );
  const { data } = state;
  if (!data.insurable) return null;
  const sent = data.requests.find((request) => request.status === 'sent');
  const sending = data.requests.some((request) => request.status === 'sending');
  const last = data.requests[0];
  return (
    <Box
      component="section"
      aria-label={t('title')}
      data-testid="insurance-section"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <VerifiedUserOutlinedIcon sx={{ fontSize: 20, color: 'text.secondary', mt: '2px' }} aria-hidden />
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="caption" component="h2" sx={{ color: 'text.secondary', lineHeight: 1.2 }}>
            {t('title')}
          </Typography>
          {sent ? (
            <SentRequest request={sent} />
          ) : sending ? (
            <Typography>{t('sending')}</Typography>
          ) : (
            <>
              {last && <FailedAttempt request={last} />}
              {!data.insurerConfigured && (
                <Typography sx={{ color: 'text.secondary' }} data-testid="insurance-no-insurer">
                  {renderMessage({ key: 'insurance.insurerOff' }, currentLanguage())}
                </Typography>
              )}
              {canWrite && (
                <Box>
                  <Button
                    variant="outlined"
                    disabled={!data.insurerConfigured}
                    onClick={() => setOpen(true)}
                    data-testid="insurance-request"
                    sx={{ maxWidth: '100%' }}
                  >
                    {t('action')}
                  </Button>
                </Box>
              )}
            </>
          )}
        </Stack>
      </Stack>
      {open && (
        <InsuranceDialog
          inspection={inspection}
          state={data}
          onAttempted={() => void state.refetch()}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

function SentRequest({ request }: { request: InsuranceRequest }) {
  const { t } = useInsuranceTexts();
  return (
    <Box data-testid="insurance-sent">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <strong>{t('reference', { reference: request.reference ?? '' })}</strong>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('sentLine', {
          date: formatDate(request.requestedAt),
          name: request.requestedBy?.name ?? '–',
        })}
      </Typography>
    </Box>
  );
}

function FailedAttempt({ request }: { request: InsuranceRequest }) {
  const { t } = useInsuranceTexts();
  const status = request.providerStatus ?? t('noAnswer');
  return (
    <Alert severity="warning" variant="outlined" data-testid="insurance-last-failed">
      {t('lastFailed', {
        date: formatDate(request.requestedAt),
        // A refusal says why in the insurer's words; a failure is told by its status.
        message:
          request.status === 'refused' && request.message ? request.message : t('failedStatus', { status }),
      })}
    </Alert>
  );
}

/** One line of what will be sent: its label, and the value or "saknas". */
function SentValue({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useInsuranceTexts();
  return (
    <Box component="div" sx={{ display: 'contents' }} data-testid={testId}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          mb: { xs: 1, sm: 0 },
          overflowWrap: 'anywhere',
          ...(value === null ? { color: 'error.main' } : {}),
        }}
      >
        {value ?? t('missing')}
      </Typography>
    </Box>
  );
}

function partyText(party: InsuranceDetails['seller']): string | null {
  if (!party) return null;
  return [party.name, party.identityNumber].filter(Boolean).join(', ');
}

/**
 * The confirmation: what will be sent (the seller, buyer, estate, address, date, inspector and
 * report version), or the message naming what to fill in; then the insurer's reference or why it
 * failed. Esc and Avbryt close it while nothing is being sent.
 */
function InsuranceDialog({
  inspection,
  state,
  onAttempted,
  onClose,
}: {
  inspection: Inspection;
  state: InsuranceState;
  /** A refused or failed attempt is recorded too: the section reads the requests again. */
  onAttempted(): void;
  onClose(): void;
}) {
  const { t } = useInsuranceTexts();
  const shell = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const send = useRequestInsurance(inspection.id);
  const resultId = useId();
  const { details, missing } = state;
  const language = currentLanguage();
  const busy = send.isPending;
  const report = details.report;
  const failure = send.error && isHttpError(send.error) ? send.error : null;
  const result = send.data;
  const incomplete =
    missing.length > 0
      ? renderMessage(
          {
            key: 'insurance.incomplete',
            values: { fields: missing.map((field) => ({ key: `insurance.${field}` }) as const) },
          },
          language,
        )
      : null;
  return (
    <TitledDialog
      title={t('dialogTitle', { number: inspection.number })}
      testId="insurance-dialog"
      maxWidth="sm"
      fullScreen={phone}
      onClose={busy ? undefined : onClose}
      aria-describedby={resultId}
    >
      <DialogContent>
        <Box id={resultId} aria-live="polite">
          {result ? (
            <Alert severity="success" data-testid="insurance-result">
              <AlertTitle>{t('sent')}</AlertTitle>
              {t('sentReference', { reference: result.reference ?? '' })}
            </Alert>
          ) : incomplete ? (
            <Alert severity="error" data-testid="insurance-incomplete">
              <AlertTitle>{t('incompleteTitle')}</AlertTitle>
              {incomplete}
            </Alert>
          ) : failure ? (
            <Alert severity="error" data-testid="insurance-failure">
              <AlertTitle>{t('failedTitle')}</AlertTitle>
              {failure.detail ?? failure.message}
            </Alert>
          ) : (
            <DialogContentText>{t('intro')}</DialogContentText>
          )}
        </Box>
        {!result && (
          <Box
            component="dl"
            data-testid="insurance-details"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
              columnGap: 2,
              alignItems: 'baseline',
              rowGap: { xs: 0.25, sm: 1 },
              mt: 2,
              mb: 0,
            }}
          >
            <SentValue label={t('seller')} value={partyText(details.seller)} testId="insurance-seller" />
            <SentValue
              label={t('buyer')}
              value={partyText(details.buyer) ?? t('noBuyer')}
              testId="insurance-buyer"
            />
            <SentValue label={t('estate')} value={details.estateDesignation} testId="insurance-estate" />
            <SentValue
              label={t('address')}
              value={details.address && formatAddress(details.address)}
              testId="insurance-address"
            />
            <SentValue label={t('date')} value={details.inspectionDate} testId="insurance-date" />
            <SentValue
              label={t('inspector')}
              value={details.inspector?.name ?? null}
              testId="insurance-inspector"
            />
            <SentValue
              label={t('report')}
              value={
                report &&
                [
                  t('reportLine', { version: report.version, date: report.issuedOn }),
                  report.reportNumber && t('reportNumber', { number: report.reportNumber }),
                  `SHA-256 ${report.sha256.slice(0, 12)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')
              }
              testId="insurance-report"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {result || incomplete ? shell.t('common.close') : shell.t('common.cancel')}
        </Button>
        {!result && !incomplete && (
          <Button
            variant="contained"
            onClick={() => send.mutate(undefined, { onError: onAttempted })}
            disabled={busy}
            data-testid="insurance-send"
          >
            {busy ? t('sendingButton') : t('send')}
          </Button>
        )}
      </DialogActions>
    </TitledDialog>
  );
}

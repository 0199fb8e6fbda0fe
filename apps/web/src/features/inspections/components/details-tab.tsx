import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  inspectionUpdateSchema,
  type Inspection,
  type InspectionMetadata,
  type InspectionUpdate,
} from '@syna/contracts/inspections';
import { formatAddress, formatDateTime } from '@syna/contracts/format';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateInspection } from '@/features/inspections/api';
import {
  INSPECTION_SERVER_FIELDS,
  inspectionFormValues,
  toUpdateInput,
  type InspectionFormValues,
} from '@/features/inspections/inspection-form';
import { orderSourceText } from '@/features/inspections/order-source-text';
import { useInspectionTexts } from '@/features/inspections/texts';
import { InspectionFormLayout } from './inspection-form-layout';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

const resolver = schemaResolver<InspectionFormValues, InspectionUpdate>(
  inspectionUpdateSchema,
  toUpdateInput,
);

interface DetailsTabProps {
  inspection: Inspection;
  metadata: InspectionMetadata | undefined;
  canWrite: boolean;
}

/** Every field of the inspection; "Redigera" turns the list into the form. */
export function DetailsTab({ inspection, metadata, canWrite }: DetailsTabProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const [editing, setEditing] = useState(false);
  if (editing && metadata) {
    return <EditForm inspection={inspection} metadata={metadata} onDone={() => setEditing(false)} />;
  }
  const dash = t('view.empty');
  const rows: [string, string | null | undefined][] = [
    [t('fields.customer'), inspection.customer?.name],
    [t('fields.address'), formatAddress(inspection.address)],
    [t('fields.type'), inspection.type && label(inspection.type)],
    [t('fields.branch'), inspection.branch && label(inspection.branch)],
    [t('fields.inspector'), inspection.inspector?.name],
    [t('fields.date'), inspection.date],
    [t('fields.startTime'), inspection.startTime?.slice(0, 5)],
    [t('fields.stopTime'), inspection.stopTime?.slice(0, 5)],
    ...preferredRows(inspection, t('fields.preferredDate')),
    [t('fields.orderNumber'), inspection.orderNumber],
    [t('fields.orderDate'), inspection.orderDate],
    [t('fields.littera'), inspection.littera],
    [
      t('fields.orderSource'),
      orderSourceText(inspection.orderSource, (source) => t(`orderSource.${source}`)),
    ],
    [t('fields.created'), formatDateTime(inspection.created)],
  ];
  const wholeRows: [string, string | null, string][] = [
    [t('fields.description'), inspection.description || dash, 'inspection-description'],
  ];
  if (inspection.customerMessage)
    wholeRows.push([t('fields.customerMessage'), inspection.customerMessage, 'inspection-customer-message']);
  return (
    <Stack spacing={2} data-testid="inspection-details">
      {canWrite && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing(true)}
            disabled={!metadata}
            data-testid="inspection-edit"
          >
            {t('actions.edit')}
          </Button>
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 3,
            rowGap: 1.5,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value || dash}
              </Typography>
            </Box>
          ))}
          {wholeRows.map(([label, value, testId]) => (
            <Box key={label} sx={{ gridColumn: '1 / -1' }} data-testid={testId}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}

/**
 * The date (and time) the customer asked for, beside the booked ones; shown only for assignments
 * that came from an order.
 */
function preferredRows(inspection: Inspection, label: string): [string, string][] {
  if (!inspection.preferredDate) return [];
  return [[label, [inspection.preferredDate, inspection.preferredTime].filter(Boolean).join(' ')]];
}

interface EditFormProps {
  inspection: Inspection;
  metadata: InspectionMetadata;
  onDone(): void;
}

function EditForm({ inspection, metadata, onDone }: EditFormProps) {
  const { t } = useInspectionTexts();
  const update = useUpdateInspection(inspection.id);
  const defaultValues = useMemo(() => inspectionFormValues(inspection), [inspection]);
  const form = useForm<InspectionFormValues, unknown, InspectionUpdate>({ resolver, defaultValues });
  const onSubmit = serverSubmit(
    form,
    async (input) => {
      await update.mutateAsync(input);
      showSnackbar({ subject: t('view.saved') });
      onDone();
    },
    INSPECTION_SERVER_FIELDS,
  );
  return (
    <InspectionFormLayout
      form={form}
      metadata={metadata}
      mode="edit"
      inspection={inspection}
      submitLabel={t('actions.save')}
      submittingLabel={t('actions.saving')}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onDone}
      testId="inspection-edit-form"
    />
  );
}

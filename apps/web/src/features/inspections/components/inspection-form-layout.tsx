import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import type { InspectionFormValues } from '@/features/inspections/inspection-form';
import { useInspectionTexts } from '@/features/inspections/texts';
import { AssignmentSection, OrderSection, OtherSection, TimeSection } from './assignment-sections';
import { CustomerAddressSection } from './customer-address-section';

interface InspectionFormLayoutProps<Output> {
  form: UseFormReturn<InspectionFormValues, unknown, Output>;
  metadata: InspectionMetadata;
  mode: 'create' | 'edit';
  inspection?: Inspection;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  testId: string;
  /** Shown above the sections (e.g. an explanation). */
  intro?: ReactNode;
}

/**
 * The inspection's fields in sections: two columns on a laptop, one on a phone, with the buttons
 * kept in view at the bottom. Enter in a field submits.
 */
export function InspectionFormLayout<Output>({
  form,
  metadata,
  mode,
  inspection,
  submitLabel,
  submittingLabel,
  onSubmit,
  onCancel,
  testId,
  intro,
}: InspectionFormLayoutProps<Output>) {
  const { t } = useInspectionTexts();
  const sectionProps = { form, metadata, mode, inspection };
  const submitting = form.formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId}>
      {intro}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <CustomerAddressSection form={form} />
        <Stack spacing={2}>
          <AssignmentSection {...sectionProps} />
          <TimeSection {...sectionProps} />
        </Stack>
        <OrderSection {...sectionProps} />
        <OtherSection {...sectionProps} />
      </Box>
      <Paper
        elevation={0}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          mt: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button type="button" onClick={onCancel} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

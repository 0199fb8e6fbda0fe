import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import { absenceInputSchema, type AbsenceInput } from '@syna/contracts/availability';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';
import { FormTextField } from '@/lib/forms/form-fields';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useAddAbsence } from '@/features/availability/api';
import { useAvailabilityTexts } from '@/features/availability/texts';

interface AbsenceFormValues {
  from: string;
  to: string;
  note: string;
}

/** A new absence: its first and last day (the last the first's to start with) and a note. */
export function AbsenceDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const { t } = useAvailabilityTexts();
  const add = useAddAbsence(userId);
  const resolver = useLocalisedResolver(
    useMemo(
      () =>
        schemaResolver<AbsenceFormValues, AbsenceInput>(absenceInputSchema, (values) => ({
          ...values,
          to: values.to || values.from,
        })),
      [],
    ),
  );
  const form = useForm<AbsenceFormValues, unknown, AbsenceInput>({
    resolver,
    defaultValues: { from: '', to: '', note: '' },
  });
  const submit = serverSubmit(
    form,
    async (body) => {
      await add.mutateAsync(body);
      showSnackbar({ subject: t('absences.added') });
      onClose();
    },
    { fields: ['from', 'to', 'note'] },
  );
  return (
    <FormDialog
      title={t('absences.addTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      busyLabel={t('absences.adding')}
      saveLabel={t('absences.add')}
      onClose={onClose}
      testId="absence-dialog"
      saveTestId="absence-save"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateTimeInput
          control={form.control}
          name="from"
          kind="date"
          label={t('absences.from')}
          required
        />
        <FormDateTimeInput control={form.control} name="to" kind="date" label={t('absences.to')} />
      </Box>
      <FormTextField
        control={form.control}
        name="note"
        label={t('absences.note')}
        helperText={t('absences.noteHelp')}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </FormDialog>
  );
}

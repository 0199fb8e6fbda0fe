import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  weekHoursInputSchema,
  type MemberAvailability,
  type WeekHoursInput,
} from '@syna/contracts/availability';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useSetHours } from '@/features/availability/api';
import { useAvailabilityTexts } from '@/features/availability/texts';
import { toWeekHoursInput, weekFormValues, type WeekFormValues } from '@/features/availability/week-form';

/**
 * The member's week: a row per weekday with a switch (working or off) and the day's from and to,
 * saved together. On a phone the times go under the day's name.
 */
export function WeekHoursForm({ availability }: { availability: MemberAvailability }) {
  const { t } = useAvailabilityTexts();
  const { t: shared } = useTranslation();
  const save = useSetHours(availability.userId);
  const resolver = useLocalisedResolver(
    useMemo(() => schemaResolver<WeekFormValues, WeekHoursInput>(weekHoursInputSchema, toWeekHoursInput), []),
  );
  const form = useForm<WeekFormValues, unknown, WeekHoursInput>({
    resolver,
    defaultValues: weekFormValues(availability.hours),
  });
  const { control } = form;
  const days = useWatch({ control, name: 'hours' });
  const submit = serverSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync(body);
      form.reset(weekFormValues(saved.hours));
      showSnackbar({ subject: t('week.saved') });
    },
    { fields: ['hours'] },
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} data-testid="week-hours-form">
      <Typography variant="h3" component="h3">
        {t('week.title')}
      </Typography>
      {!availability.ownHours && (
        <Typography sx={{ color: 'text.secondary' }}>{t('week.firmDay')}</Typography>
      )}
      {days.map((day, index) => {
        const dayName = shared(`weekdays.${day.weekday}`);
        return (
          <Box
            key={day.weekday}
            data-testid={`week-day-${day.weekday}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '170px 1fr 1fr' },
            }}
          >
            <Controller
              control={control}
              name={`hours.${index}.working`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, m: 0 }}
                  label={dayName}
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-label': t('week.working', { day: dayName }) } }}
                    />
                  }
                />
              )}
            />
            {day.working ? (
              <>
                <FormDateTimeInput
                  control={control}
                  name={`hours.${index}.start`}
                  kind="time"
                  size="small"
                  label={t('week.start')}
                />
                <FormDateTimeInput
                  control={control}
                  name={`hours.${index}.end`}
                  kind="time"
                  size="small"
                  label={t('week.end')}
                />
              </>
            ) : (
              <Typography sx={{ color: 'text.secondary', gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                {t('week.off')}
              </Typography>
            )}
          </Box>
        );
      })}
      <Stack direction="row">
        <Button
          type="submit"
          variant="contained"
          disabled={!form.formState.isDirty || save.isPending}
          data-testid="week-hours-save"
        >
          {save.isPending ? t('week.saving') : t('week.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

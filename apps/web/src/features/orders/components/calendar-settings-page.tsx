import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { CALENDAR_SLOT_MINUTES_OPTIONS, ISO_WEEKDAYS, type TenantSettings } from '@syna/contracts/tenant';
import { FormSwitch, FormTextField } from '@/lib/forms/form-fields';
import { appPaths } from '@/lib/navigation/app-paths';
import { CALENDAR_SETTING_KEYS, STAFF_CALENDAR_SETTING_KEYS } from '@/features/orders/settings-form';
import { useOrderTexts } from '@/features/orders/texts';
import { useSettingsForm } from '@/features/orders/use-settings-form';
import { PublicPageLinks } from './order-settings-page';
import { SettingsFormFrame } from './settings-form-frame';
import { SettingsFrame } from './settings-frame';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';

function CalendarSettingsForm({ saved }: { saved: TenantSettings }) {
  const { t } = useOrderTexts();
  const { t: shared } = useTranslation();
  const settings = useSettingsForm(saved, CALENDAR_SETTING_KEYS);
  const { control } = settings.form;
  return (
    <SettingsFormFrame settings={settings} testId="calendar-settings-form">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          control={control}
          name="order.calendar.slotMinutes"
          select
          label={t('settings.slotMinutes')}
        >
          {CALENDAR_SLOT_MINUTES_OPTIONS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {t('settings.minutes', { count: minutes })}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateTimeInput
          control={control}
          name="order.calendar.dayStart"
          kind="time"
          label={t('settings.dayStart')}
        />
        <FormDateTimeInput
          control={control}
          name="order.calendar.dayEnd"
          kind="time"
          label={t('settings.dayEnd')}
        />
      </Box>
      <Controller
        control={control}
        name="order.calendar.weekdays"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{t('settings.weekdays')}</FormLabel>
            <FormGroup row>
              {ISO_WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={shared(`weekdays.${day}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(day)}
                      onChange={(_event, checked) =>
                        field.onChange(
                          checked
                            ? [...field.value, day].sort((first, second) => first - second)
                            : field.value.filter((one) => one !== day),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="order.calendar.weeksAhead"
          type="number"
          label={t('settings.weeksAhead')}
          helperText={t('settings.weeksAheadHelp')}
          slotProps={{ htmlInput: { min: 1, max: 52, step: 1 } }}
        />
      </Box>
      <FormSwitch
        control={control}
        name="order.calendar.assignInspector"
        label={t('settings.assignInspector')}
        helperText={t('settings.assignInspectorHelp')}
      />
    </SettingsFormFrame>
  );
}

/** The staff calendar's working day: where its week and day open, the hours outside shaded. */
function StaffCalendarSettingsForm({ saved }: { saved: TenantSettings }) {
  const { t } = useOrderTexts();
  const settings = useSettingsForm(saved, STAFF_CALENDAR_SETTING_KEYS);
  const { control } = settings.form;
  return (
    <SettingsFormFrame settings={settings} testId="staff-calendar-settings-form">
      <Typography variant="h3" component="h2">
        {t('settings.staffCalendarTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('settings.staffCalendarIntro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateTimeInput
          control={control}
          name="calendar.dayStart"
          kind="time"
          label={t('settings.dayStart')}
        />
        <FormDateTimeInput
          control={control}
          name="calendar.dayEnd"
          kind="time"
          label={t('settings.dayEnd')}
        />
      </Box>
    </SettingsFormFrame>
  );
}

/**
 * `/:tenant/admin/calendar`: the public booking calendar's slots, days and reach and whether a
 * booking gets a free inspector, and the staff calendar's working day.
 */
export function CalendarSettingsPage() {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  return (
    <SettingsFrame
      title={t('settings.calendarTitle')}
      intro={t('settings.calendarIntro')}
      testId="calendar-settings-page"
    >
      {(saved) => (
        <>
          {saved['order.calendar.enabled'] ? (
            <PublicPageLinks calendarEnabled />
          ) : (
            <Alert
              severity="info"
              action={
                <Button
                  component={RouterLink}
                  to={appPaths.adminPage(tenantId, 'order')}
                  color="inherit"
                  size="small"
                >
                  {t('settings.orderSettings')}
                </Button>
              }
            >
              {t('settings.calendarOff')}
            </Alert>
          )}
          <CalendarSettingsForm saved={saved} />
          <StaffCalendarSettingsForm saved={saved} />
        </>
      )}
    </SettingsFrame>
  );
}

import { Controller, type Control } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  ACTIVITY_PROGRESS,
  ACTIVITY_REMINDER_MINUTES,
  ACTIVITY_REPEATS,
  type ActivityCreate,
} from '@syna/contracts/activities';
import { FormTextField } from '@/lib/forms/form-fields';
import { ChipSelect } from '@/lib/ui/chip-select';
import { reminderText, type ActivityFormValues } from '@/features/calendar/activity-form';
import { PROGRESS_NAMES } from '@/features/calendar/calendar-entries';
import { useCalendarTexts } from '@/features/calendar/texts';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';

/** Longest tag the contract accepts. */
const TAG_MAX_LENGTH = 50;

interface ActivityFieldsProps {
  control: Control<ActivityFormValues, unknown, ActivityCreate>;
  /** Whose calendars the activity can be put in. */
  users: readonly { id: string; name: string }[];
  /** The signed-in user, marked as such in the list. */
  meId: string;
  /** A new activity picks its status here; an existing one changes it with the quick buttons. */
  withProgress: boolean;
}

/** The activity form's fields: what, when, where, whose, reminder, repetition, status and tags. */
export function ActivityFields({ control, users, meId, withProgress }: ActivityFieldsProps) {
  const { t } = useCalendarTexts();
  return (
    <>
      <FormTextField
        control={control}
        name="title"
        label={t('activity.title')}
        required
        fullWidth
        autoFocus
      />
      <FormTextField
        control={control}
        name="name"
        label={t('activity.name')}
        helperText={t('activity.nameHelp')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateTimeInput
          control={control}
          name="start"
          kind="dateTime"
          label={t('activity.start')}
          required
          fullWidth
        />
        <FormDateTimeInput
          control={control}
          name="stop"
          kind="dateTime"
          label={t('activity.stop')}
          required
          fullWidth
        />
      </Stack>
      <FormTextField control={control} name="location" label={t('activity.location')} fullWidth />
      <FormTextField control={control} name="uri" type="url" label={t('activity.uri')} fullWidth />
      <FormTextField
        control={control}
        name="notes"
        label={t('activity.notes')}
        helperText={t('activity.notesPrivate')}
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
      />
      <FormTextField control={control} name="userId" label={t('activity.user')} select fullWidth>
        {users.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.id === meId ? t('activity.me', { name: user.name }) : user.name}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="reminder"
          label={t('activity.reminderLabel')}
          select
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('reminder.none')}</MenuItem>
          {ACTIVITY_REMINDER_MINUTES.map((minutes) => {
            const { key, count } = reminderText(minutes);
            return (
              <MenuItem key={minutes} value={String(minutes)}>
                {t(`reminder.${key}`, { count })}
              </MenuItem>
            );
          })}
        </FormTextField>
        <FormTextField control={control} name="repeat" label={t('activity.repeatLabel')} select fullWidth>
          {ACTIVITY_REPEATS.map((repeat) => (
            <MenuItem key={repeat} value={repeat}>
              {t(`repeat.${repeat}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      {withProgress && (
        <FormTextField control={control} name="progress" label={t('activity.progressLabel')} select fullWidth>
          {PROGRESS_NAMES.map((name) => (
            <MenuItem key={name} value={ACTIVITY_PROGRESS[name]}>
              {t(`progress.${name}`)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <ChipSelect
            freeSolo
            options={[]}
            value={field.value}
            onChange={field.onChange}
            maxLength={TAG_MAX_LENGTH}
            name={field.name}
            label={t('activity.tags')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('activity.tagsHelp')}
            inputRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}

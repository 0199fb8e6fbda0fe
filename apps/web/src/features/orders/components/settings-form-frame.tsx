import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { SaveResetButtons } from '@/lib/ui/save-reset-buttons';
import { useOrderTexts } from '@/features/orders/texts';
import type { useSettingsForm } from '@/features/orders/use-settings-form';

interface SettingsFormFrameProps {
  /** The screen's form, from `useSettingsForm`. */
  settings: ReturnType<typeof useSettingsForm>;
  testId: string;
  children: ReactNode;
}

/** A settings screen's form: its fields, then save and undo at the foot. */
export function SettingsFormFrame({
  settings: { form, submit, values },
  testId,
  children,
}: SettingsFormFrameProps) {
  const { t } = useOrderTexts();
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={testId}
    >
      <Stack spacing={3}>
        {children}
        <SaveResetButtons
          form={form}
          values={values}
          labels={{ save: t('actions.save'), saving: t('actions.saving'), reset: t('settings.reset') }}
          saveTestId="settings-save"
        />
      </Stack>
    </Paper>
  );
}

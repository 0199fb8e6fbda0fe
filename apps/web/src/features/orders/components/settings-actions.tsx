import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useOrderTexts } from '../texts';

/** Save and undo at the foot of a settings form. */
export function SettingsActions({
  busy,
  dirty,
  onReset,
}: {
  busy: boolean;
  dirty: boolean;
  onReset(): void;
}) {
  const { t } = useOrderTexts();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy} data-testid="settings-save">
        {busy ? t('actions.saving') : t('actions.save')}
      </Button>
      <Button onClick={onReset} disabled={busy || !dirty}>
        {t('settings.reset')}
      </Button>
    </Stack>
  );
}

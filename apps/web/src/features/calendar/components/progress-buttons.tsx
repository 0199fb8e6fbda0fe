import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ACTIVITY_PROGRESS, type ActivityProgress } from '@syna/contracts/activities';
import { PROGRESS_NAMES } from '@/features/calendar/calendar-entries';
import { useCalendarTexts } from '@/features/calendar/texts';

interface ProgressButtonsProps {
  value: ActivityProgress;
  disabled: boolean;
  onChange(value: ActivityProgress): void;
}

/** An activity's status in one click: planned, in progress, done or cancelled. */
export function ProgressButtons({ value, disabled, onChange }: ProgressButtonsProps) {
  const { t } = useCalendarTexts();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      disabled={disabled}
      aria-label={t('activity.quickProgress')}
      onChange={(_event, next: ActivityProgress | null) => {
        if (next !== null && next !== value) onChange(next);
      }}
    >
      {PROGRESS_NAMES.map((name) => (
        <ToggleButton key={name} value={ACTIVITY_PROGRESS[name]} data-testid={`activity-progress-${name}`}>
          {t(`progress.${name}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

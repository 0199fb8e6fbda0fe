import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  CALENDAR_SCOPES,
  CALENDAR_VIEWS,
  type CalendarScope,
  type CalendarView,
} from '@syna/contracts/activities';
import { useCalendarTexts } from '@/features/calendar/texts';

interface CalendarToolbarProps {
  view: CalendarView;
  title: string;
  isToday: boolean;
  onStep(step: -1 | 1): void;
  onToday(): void;
  onViewChange(view: CalendarView): void;
  /** Whether the week and day show a lane per inspector (the dispatch views). */
  lanes: boolean;
  onLanesChange(lanes: boolean): void;
  /** Whose entries are shown, "Mina" or "Hela firman"; null where the view decides (the lanes). */
  scope: CalendarScope | null;
  onScopeChange(scope: CalendarScope): void;
  onNewActivity(): void;
}

/**
 * Above the grid: back, the period, forward, today, whose entries ("Mina"/"Hela firman"),
 * month/week/day, in the week and day the lanes per inspector, and "Ny aktivitet".
 */
export function CalendarToolbar({
  view,
  title,
  isToday,
  onStep,
  onToday,
  onViewChange,
  lanes,
  onLanesChange,
  scope,
  onScopeChange,
  onNewActivity,
}: CalendarToolbarProps) {
  const { t } = useCalendarTexts();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t(`toolbar.previous.${view}`)}
          onClick={() => onStep(-1)}
          data-testid="calendar-previous"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="h2"
          component="h2"
          aria-live="polite"
          sx={{
            minWidth: { sm: 220 },
            textAlign: 'center',
            '&::first-letter': { textTransform: 'uppercase' },
          }}
          data-testid="calendar-title"
        >
          {title}
        </Typography>
        <IconButton
          aria-label={t(`toolbar.next.${view}`)}
          onClick={() => onStep(1)}
          data-testid="calendar-next"
        >
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={onToday} disabled={isToday} data-testid="calendar-today">
          {t('toolbar.today')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
      >
        {scope && (
          <ToggleButtonGroup
            value={scope}
            exclusive
            size="small"
            aria-label={t('scope.label')}
            onChange={(_event, next: CalendarScope | null) => {
              if (next) onScopeChange(next);
            }}
          >
            {CALENDAR_SCOPES.map((option) => (
              <ToggleButton
                key={option}
                value={option}
                sx={{ px: 1.5 }}
                data-testid={`calendar-scope-${option}`}
              >
                {t(`scope.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {view !== 'month' && (
          <ToggleButton
            value="lanes"
            size="small"
            selected={lanes}
            onChange={() => onLanesChange(!lanes)}
            title={t('dispatch.toggleHelp')}
            sx={{ px: 1.5 }}
            data-testid="calendar-lanes"
          >
            {t('dispatch.toggle')}
          </ToggleButton>
        )}
        <ToggleButtonGroup
          value={view}
          exclusive
          size="small"
          aria-label={t('toolbar.views')}
          onChange={(_event, next: CalendarView | null) => {
            if (next) onViewChange(next);
          }}
        >
          {CALENDAR_VIEWS.map((option) => (
            <ToggleButton
              key={option}
              value={option}
              sx={{ px: 1.5 }}
              data-testid={`calendar-view-${option}`}
            >
              {t(`views.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          onClick={onNewActivity}
          data-testid="calendar-new-activity"
        >
          {t('toolbar.newActivity')}
        </Button>
      </Stack>
    </Stack>
  );
}

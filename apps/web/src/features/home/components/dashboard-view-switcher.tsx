import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InboxIcon from '@mui/icons-material/Inbox';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { StartView } from '@syna/contracts/user';

const VIEWS = [
  { view: 'assignments', icon: ViewListIcon },
  { view: 'calendar', icon: CalendarMonthIcon },
  { view: 'inbox', icon: InboxIcon },
] as const;

export function DashboardViewSwitcher({
  view,
  onChange,
}: {
  view: StartView;
  onChange(view: StartView): void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      value={view}
      exclusive
      size="small"
      aria-label={t('dashboard.views')}
      onChange={(_event, next: StartView | null) => {
        if (next) onChange(next);
      }}
    >
      {VIEWS.map(({ view: option, icon: Icon }) => (
        <ToggleButton key={option} value={option} sx={{ gap: 1, px: 1.5 }}>
          <Icon fontSize="small" aria-hidden />
          {t(`dashboard.view.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

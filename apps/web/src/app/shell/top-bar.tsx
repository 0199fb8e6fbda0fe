import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import type { InitialData } from '@syna/contracts/initial-data';
import { isAdmin } from '@syna/contracts/roles';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { visibleMenuRoutes } from './menu-access';
import { MENU_ROUTES } from './menu-routes';
import { MainMenu } from './main-menu';
import { OfflineIndicator } from './offline-indicator';
import { OrganizationSwitcher } from './organization-switcher';
import { UserMenu, type DialogShortcut } from './user-menu';

interface TopBarProps {
  data: InitialData;
  connected: boolean;
  onOpenHistory(): void;
  onOpenHelp(): void;
}

/**
 * The shell's top bar: menu, organisation, the offline sign, admin cog, bell, history, help and the
 * user (on a phone history and help are in the user's menu). Its icon
 * buttons name themselves with the browser's own tooltip (`title`): MUI's Tooltip would bring
 * Popper into every first load.
 */
export function TopBar({ data, connected, onOpenHistory, onOpenHelp }: TopBarProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const routes = visibleMenuRoutes(MENU_ROUTES, { features: data.features, permissions: data.permissions });
  const tenantName = data.tenant.name;
  const shortcuts: DialogShortcut[] = [
    { label: t('shell.history'), icon: <HistoryIcon />, onClick: onOpenHistory },
    { label: t('shell.help'), icon: <HelpOutlineIcon />, onClick: onOpenHelp },
  ];
  return (
    <AppBar position="sticky">
      {/* On a phone the bar's buttons sit closer, so the offline sign fits beside them. */}
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, px: { xs: 0.5, sm: 3 } }}>
        <MainMenu routes={routes} />
        {data.accounts.length > 1 ? (
          <OrganizationSwitcher tenantName={tenantName} accounts={data.accounts} />
        ) : (
          <Typography component="span" variant="h6" noWrap sx={{ mr: 2, fontSize: '1.1rem', maxWidth: 280 }}>
            {tenantName}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <OfflineIndicator />
        {isAdmin(data.roles) && (
          <IconButton
            title={t('shell.admin')}
            color="inherit"
            component={RouterLink}
            to={appPaths.admin(tenantId)}
            aria-label={t('shell.admin')}
            data-testid="admin-cog"
          >
            <SettingsSuggestIcon />
          </IconButton>
        )}
        <NotificationBell />
        {shortcuts.map(({ label, icon, onClick }) => (
          <DialogButton key={label} label={label} onClick={onClick}>
            {icon}
          </DialogButton>
        ))}
        <UserMenu user={data.user} connected={connected} shortcuts={shortcuts} />
      </Toolbar>
    </AppBar>
  );
}

/** An icon button of the top bar that opens a dialog; the browser's tooltip names it (no Popper). */
function DialogButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      title={label}
      color="inherit"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onClick}
      // On a phone they are in the user's menu: the bar keeps room for the organisation's name.
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {children}
    </IconButton>
  );
}

import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { OpenedOnce } from '@/lib/ui/opened-once';
import type { MenuRoute } from './menu-routes';

// The menus of the top bar load when first opened, with MUI's Menu, Popover and Modal.
const CompactMainMenu = lazy(async () => ({
  default: (await import('./compact-main-menu')).CompactMainMenu,
}));

interface MainMenuProps {
  routes: readonly MenuRoute[];
}

/** The menu of allowed routes: inline on wide screens, behind a menu button on narrow ones. */
export function MainMenu({ routes }: MainMenuProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  // The most specific item wins: on /inspections/create only "Nytt uppdrag" is marked, not "Uppdrag".
  const hasActiveDeeperRoute = (route: MenuRoute) =>
    routes.some((other) => {
      const target = other.to(tenantId);
      if (!target.startsWith(`${route.to(tenantId)}/`)) return false;
      return pathname === target || pathname.startsWith(`${target}/`);
    });

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.openMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'main-menu-compact' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <OpenedOnce open={Boolean(anchor)}>
        <CompactMainMenu
          id="main-menu-compact"
          routes={routes}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      </OpenedOnce>
      <Box
        component="nav"
        aria-label={t('shell.mainMenu')}
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
      >
        {routes.map((route) => (
          <Button
            key={route.id}
            component={NavLink}
            to={route.to(tenantId)}
            end={route.to(tenantId) === appPaths.home(tenantId) || hasActiveDeeperRoute(route)}
            color="inherit"
            startIcon={<route.icon />}
            sx={{ '&.active': { bgcolor: 'action.selected', boxShadow: 'inset 0 -3px 0 currentColor' } }}
          >
            {t(route.labelKey)}
          </Button>
        ))}
      </Box>
    </>
  );
}

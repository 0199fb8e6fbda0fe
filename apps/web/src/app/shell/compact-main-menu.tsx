import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTenantId } from '@/lib/session/use-tenant-id';
import type { MenuRoute } from './menu-routes';

interface CompactMainMenuProps {
  id: string;
  routes: readonly MenuRoute[];
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The main menu's routes as a menu, opened from the menu button on narrow screens. */
export function CompactMainMenu({ id, routes, anchor, onClose }: CompactMainMenuProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {routes.map((route) => (
        <MenuItem
          key={route.id}
          onClick={() => {
            onClose();
            void navigate(route.to(tenantId));
          }}
        >
          <ListItemIcon>
            <route.icon fontSize="small" />
          </ListItemIcon>
          {t(route.labelKey)}
        </MenuItem>
      ))}
    </Menu>
  );
}

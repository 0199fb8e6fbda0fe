import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { User } from '@syna/contracts/user';
import { useAuth } from '@/lib/auth/auth-context';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { useWaitingChanges } from '@/lib/offline/outbox-hooks';
import { UnsentChangesDialog } from './unsent-changes-dialog';
import type { DialogShortcut } from './user-menu';

interface UserMenuListProps {
  id: string;
  user: User;
  shortcuts: DialogShortcut[];
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The user's menu: who is signed in, history and help on a phone, the settings and signing out. */
export function UserMenuList({ id, user, shortcuts, anchor, onClose }: UserMenuListProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const { logout } = useAuth();
  const waiting = useWaitingChanges();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <UnsentChangesDialog
        open={asking}
        count={waiting.count}
        onClose={() => setAsking(false)}
        onLogout={() => void logout()}
      />
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap>
            {user.name}
          </Typography>
          {user.email && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {user.email}
            </Typography>
          )}
        </Box>
        <Divider />
        {shortcuts.map(({ label, icon, onClick }) => (
          <MenuItem
            key={label}
            onClick={() => {
              onClose();
              onClick();
            }}
            // The top bar shows them on wider screens.
            sx={{ display: { sm: 'none' } }}
          >
            <ListItemIcon sx={{ '& svg': { fontSize: 20 } }}>{icon}</ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <MenuItem component={RouterLink} to={appPaths.settings(tenantId)} onClick={onClose}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            // Changes that wait to be sent are erased with the sign-out: the user is asked first.
            if (waiting.count > 0) setAsking(true);
            else void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

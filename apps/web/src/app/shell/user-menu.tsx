import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { avatarInitials } from '@syna/contracts/avatar';
import type { User } from '@syna/contracts/user';
import { useAuth } from '@/lib/auth/auth-context';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

interface UserMenuProps {
  user: User;
  /** Whether the live notification socket is open (the dot on the avatar). */
  connected: boolean;
}

export function UserMenu({ user, connected }: UserMenuProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const liveLabel = connected ? t('shell.liveConnected') : t('shell.liveDisconnected');
  const initials = avatarInitials(user);
  // The visible initials start the accessible name (WCAG 2.5.3, label in name).
  const visibleLabel = user.picture ? '' : `${initials} – `;
  return (
    <>
      <IconButton
        aria-label={`${visibleLabel}${t('shell.userMenu', { name: user.name })}. ${liveLabel}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Badge
          variant="dot"
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{
            badge: {
              role: 'img',
              'aria-label': liveLabel,
              'data-testid': 'live-dot',
              'data-connected': String(connected),
              sx: {
                bgcolor: connected ? 'success.main' : 'grey.500',
                border: 2,
                borderColor: 'background.paper',
                width: 12,
                height: 12,
                borderRadius: '50%',
              },
            } as object,
          }}
        >
          <Avatar
            src={user.picture ?? undefined}
            alt=""
            sx={{ width: 34, height: 34, bgcolor: '#37474f', color: '#fff' }}
          >
            {initials}
          </Avatar>
        </Badge>
      </IconButton>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
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
        <MenuItem component={RouterLink} to={appPaths.settings(tenantId)} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
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

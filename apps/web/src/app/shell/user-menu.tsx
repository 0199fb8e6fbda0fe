import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { avatarInitials } from '@syna/contracts/avatar';
import type { User } from '@syna/contracts/user';
import { OpenedOnce } from '@/lib/ui/opened-once';

// Loaded when first opened, with MUI's Menu, Popover and Modal.
const UserMenuList = lazy(async () => ({ default: (await import('./user-menu-list')).UserMenuList }));

/** A dialog the top bar opens with an icon, offered in the user's menu on a phone instead. */
export interface DialogShortcut {
  label: string;
  icon: ReactNode;
  onClick(): void;
}

interface UserMenuProps {
  user: User;
  shortcuts: DialogShortcut[];
  /** Whether the live notification socket is open (the dot on the avatar). */
  connected: boolean;
}

export function UserMenu({ user, connected, shortcuts }: UserMenuProps) {
  const { t } = useTranslation();
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
      <OpenedOnce open={Boolean(anchor)}>
        <UserMenuList
          id="user-menu"
          user={user}
          shortcuts={shortcuts}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      </OpenedOnce>
    </>
  );
}

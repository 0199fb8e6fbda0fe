import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useNotifications } from '@/features/notifications/api';
import { OpenedOnce } from '@/lib/ui/opened-once';

// Loaded when first opened.
const NotificationDialog = lazy(async () => ({
  default: (await import('./notification-dialog')).NotificationDialog,
}));

/** The bell with the unread count; it opens the notification list. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notification-bell"
        // No count until the list has loaded: "0 unread" would be a guess.
        aria-label={data ? t('notifications.bell', { count: unread }) : t('notifications.title')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={unread} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <OpenedOnce open={open}>
        <NotificationDialog open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}

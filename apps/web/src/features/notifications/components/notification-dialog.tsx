import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_DIALOG_HEIGHT_PX,
  NOTIFICATION_DIALOG_MAX_WIDTH_PX,
  NOTIFICATION_LIST_CLOSE_DELAY_MS,
} from '@syna/contracts/constants';
import type { Notification } from '@syna/contracts/notification';
import {
  downloadNotificationAttachment,
  useClearNotifications,
  useMarkNotificationRead,
  useNotifications,
  useRemoveNotification,
} from '@/features/notifications/api';
import { notificationTarget } from '@/features/notifications/notification-cache';
import { NotificationListItem } from './notification-list-item';

interface NotificationDialogProps {
  open: boolean;
  onClose(): void;
}

/** The notification list: clear all and close; it closes 1 s after it becomes empty. */
export function NotificationDialog({ open, onClose }: NotificationDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useRemoveNotification();
  const clear = useClearNotifications();
  const items = data?.items ?? [];
  const count = items.length;

  const previousCount = useRef(count);
  const closeWhenEmptied = useEffectEvent(onClose);
  useEffect(() => {
    const becameEmpty = previousCount.current > 0 && count === 0;
    previousCount.current = count;
    if (!open || !becameEmpty) return;
    const timer = setTimeout(closeWhenEmptied, NOTIFICATION_LIST_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, open]);

  /** Opening a notification, or taking its action, marks it read and goes where it leads. */
  const goTo = (notification: Notification, route: string | undefined) => {
    if (!notification.read) markRead.mutate(notification.id);
    const target = notificationTarget(route);
    if (target) {
      onClose();
      void navigate(target);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="notification-dialog-title"
      slotProps={{
        paper: {
          'data-testid': 'notification-dialog',
          sx: { height: NOTIFICATION_DIALOG_HEIGHT_PX, maxWidth: NOTIFICATION_DIALOG_MAX_WIDTH_PX },
        } as object,
      }}
    >
      <DialogTitle id="notification-dialog-title">{t('notifications.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {count === 0 ? (
          <Typography sx={{ p: 3, color: 'text.secondary' }}>{t('notifications.empty')}</Typography>
        ) : (
          <List aria-labelledby="notification-dialog-title">
            {items.map((notification) => (
              <NotificationListItem
                key={notification.id}
                notification={notification}
                onOpen={(opened) => goTo(opened, opened.attributes.route)}
                onAction={goTo}
                onDownload={(attachment) => {
                  // A failed download says so itself (the API client's snackbar).
                  downloadNotificationAttachment(attachment).catch(() => undefined);
                }}
                onRemove={(removed) => remove.mutate(removed.id)}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => clear.mutate()} disabled={count === 0 || clear.isPending} color="error">
          {t('notifications.clearAll')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

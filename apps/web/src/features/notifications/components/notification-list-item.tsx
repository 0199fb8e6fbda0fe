import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatDateTime, truncate } from '@syna/contracts/format';
import type { Notification } from '@syna/contracts/notification';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { categoryLabelKey, NotificationCategoryIcon } from './notification-category-icon';

interface NotificationListItemProps {
  notification: Notification;
  onOpen(notification: Notification): void;
  onRemove(notification: Notification): void;
}

export function NotificationListItem({ notification, onOpen, onRemove }: NotificationListItemProps) {
  const { t } = useTranslation();
  const unread = !notification.read;
  return (
    <ListItem
      disablePadding
      data-unread={unread}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('notifications.remove', { subject: notification.subject })}
          onClick={() => onRemove(notification)}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', pr: 7 }}>
        <ListItemIcon sx={{ mt: 0.5, minWidth: 40 }}>
          <NotificationCategoryIcon category={notification.category} />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {`${t('notifications.unread')}: `}
                </Box>
              )}
              <Typography component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
                {notification.subject}
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {` (${t(categoryLabelKey(notification.category))})`}
              </Box>
            </>
          }
          secondary={
            <>
              {notification.body && (
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.primary' }}>
                  {truncate(notification.body)}
                </Typography>
              )}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                <time dateTime={notification.created}>{formatDateTime(notification.created)}</time>
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatDateTime, truncate } from '@syna/contracts/format';
import {
  attachmentTenant,
  type Notification,
  type NotificationAttachment,
} from '@syna/contracts/notification';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { categoryLabelKey, NotificationIconOf } from './notification-icon';

interface NotificationListItemProps {
  notification: Notification;
  onOpen(notification: Notification): void;
  onAction(notification: Notification, route: string): void;
  onDownload(attachment: NotificationAttachment): void;
  onRemove(notification: Notification): void;
}

/** Where the icon column ends: the action and the files line up with the text. */
const TEXT_INDENT = 7;

export function NotificationListItem({
  notification,
  onOpen,
  onAction,
  onDownload,
  onRemove,
}: NotificationListItemProps) {
  const { t } = useTranslation();
  const unread = !notification.read;
  const { action } = notification;
  // Only the firm's own files: the server refuses others, and the app never links another site.
  const attachments = notification.attachments.filter((attachment) => attachmentTenant(attachment.url));
  return (
    <ListItem
      disablePadding
      data-unread={unread}
      data-testid={`notification-${notification.id}`}
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        '& > .MuiListItemSecondaryAction-root': { top: 8, transform: 'none' },
      }}
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
          <NotificationIconOf notification={notification} />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {unread && (
                <Box component="span" sx={visuallyHidden}>
                  {`${t('notifications.unread')}: `}
                </Box>
              )}
              <Typography component="span" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
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
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}
                >
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
      {(action || attachments.length > 0) && (
        <Stack spacing={0.5} sx={{ pl: TEXT_INDENT, pr: 2, pb: 1.5, alignItems: 'flex-start' }}>
          {attachments.length > 0 && (
            <Box
              component="ul"
              aria-label={t('notifications.attachments')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, maxWidth: '100%' }}
            >
              {attachments.map((attachment) => (
                <li key={attachment.url}>
                  <Link
                    href={attachment.url}
                    download={attachment.name}
                    variant="body2"
                    aria-label={t('notifications.download', { name: attachment.name })}
                    onClick={(event) => {
                      // Through the API client: it sends the current token and renews it if need be.
                      event.preventDefault();
                      onDownload(attachment);
                    }}
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                  >
                    <AttachFileIcon fontSize="small" aria-hidden />
                    {attachment.name}
                  </Link>
                </li>
              ))}
            </Box>
          )}
          {action && (
            <Button size="small" variant="outlined" onClick={() => onAction(notification, action.route)}>
              {action.label}
            </Button>
          )}
        </Stack>
      )}
    </ListItem>
  );
}

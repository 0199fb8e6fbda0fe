import AlarmIcon from '@mui/icons-material/Alarm';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import type { NotificationCategory } from '@syna/contracts/notification';

export type CategoryLabelKey =
  'notifications.category.reminder' | 'notifications.category.error' | 'notifications.category.info';

export function categoryLabelKey(category: NotificationCategory | null): CategoryLabelKey {
  if (category === 'REMINDER') return 'notifications.category.reminder';
  if (category === 'ERROR') return 'notifications.category.error';
  return 'notifications.category.info';
}

/** The icon of a notification's category; decorative, the category is also said in text. */
export function NotificationCategoryIcon({ category }: { category: NotificationCategory | null }) {
  if (category === 'REMINDER') return <AlarmIcon color="info" aria-hidden />;
  if (category === 'ERROR') return <ErrorOutlineIcon color="error" aria-hidden />;
  return <NotificationsNoneIcon color="action" aria-hidden />;
}

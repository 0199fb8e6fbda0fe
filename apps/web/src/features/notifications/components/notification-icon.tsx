import type { SvgIconComponent } from '@mui/icons-material';
import AlarmIcon from '@mui/icons-material/Alarm';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Notification, NotificationCategory, NotificationIcon } from '@syna/contracts/notification';

export type CategoryLabelKey =
  'notifications.category.reminder' | 'notifications.category.error' | 'notifications.category.info';

export function categoryLabelKey(category: NotificationCategory | null): CategoryLabelKey {
  if (category === 'REMINDER') return 'notifications.category.reminder';
  if (category === 'ERROR') return 'notifications.category.error';
  return 'notifications.category.info';
}

/** The app's icon for each icon name a notification may carry (the menu's own where it has one). */
const ICONS: Record<NotificationIcon, SvgIconComponent> = {
  order: MoveToInboxOutlinedIcon,
  calendar: EventOutlinedIcon,
  assignment: AssignmentOutlinedIcon,
  report: SummarizeOutlinedIcon,
  document: InsertDriveFileOutlinedIcon,
  email: MailOutlineIcon,
  warning: WarningAmberIcon,
  info: InfoOutlinedIcon,
};

/** Without an icon of its own, a notification is drawn by its category; without either, as the bell. */
const OTHER_ICONS: Record<NotificationCategory | 'bell', SvgIconComponent> = {
  REMINDER: AlarmIcon,
  ERROR: ErrorOutlineIcon,
  bell: NotificationsNoneIcon,
};

export type DrawnIcon = NotificationIcon | keyof typeof OTHER_ICONS;

const isKnownIcon = (name: string): name is NotificationIcon => Object.hasOwn(ICONS, name);

/**
 * Which icon a notification is drawn with: the one it names, else its category's; a name the app
 * does not know is drawn as the bell, never written out.
 */
export function drawnIconOf({ icon, category }: Pick<Notification, 'icon' | 'category'>): DrawnIcon {
  if (icon) return isKnownIcon(icon) ? icon : 'bell';
  return category ?? 'bell';
}

/** A notification's icon, coloured by its category; decorative, the category is also said in text. */
export function NotificationIconOf({ notification }: { notification: Notification }) {
  const drawn = drawnIconOf(notification);
  const Icon = isKnownIcon(drawn) ? ICONS[drawn] : OTHER_ICONS[drawn];
  const colour = notification.category === 'ERROR' ? 'error' : notification.category ? 'info' : 'action';
  return <Icon color={colour} aria-hidden data-testid="notification-icon" data-icon={drawn} />;
}

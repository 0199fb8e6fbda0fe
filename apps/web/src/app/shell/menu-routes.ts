import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { PageTitleKey } from '@/app/navigation/route-handle';
import type { MenuRequirement } from './menu-access';

export interface MenuRoute extends MenuRequirement {
  id: string;
  /** Path below /{tenant}; '' is the dashboard. */
  path: string;
  labelKey: PageTitleKey;
  icon: SvgIconComponent;
}

/** The top bar's menu. Later features add theirs here, naming the feature and permission they need. */
export const MENU_ROUTES: readonly MenuRoute[] = [
  { id: 'dashboard', path: '', labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon },
  {
    id: 'inspections',
    path: 'inspections',
    labelKey: 'nav.inspections',
    icon: AssignmentOutlinedIcon,
    feature: 'inspections',
    permission: 'inspections.read',
  },
  {
    id: 'inspection-create',
    path: 'inspections/create',
    labelKey: 'nav.inspectionCreate',
    icon: PostAddOutlinedIcon,
    feature: 'inspections',
    permission: ['inspections.read', 'inspections.write'],
  },
  {
    id: 'orders',
    path: 'order',
    labelKey: 'nav.orders',
    icon: MoveToInboxOutlinedIcon,
    feature: 'orders',
    permission: 'orders.read',
  },
  {
    id: 'contacts',
    path: 'contact',
    labelKey: 'nav.contacts',
    icon: ContactsOutlinedIcon,
    feature: 'contacts',
    permission: 'contacts.read',
  },
  { id: 'settings', path: 'settings', labelKey: 'nav.settings', icon: SettingsOutlinedIcon },
];

export const menuRouteTarget = (tenantId: string, route: MenuRoute) =>
  route.path ? `/${encodeURIComponent(tenantId)}/${route.path}` : `/${encodeURIComponent(tenantId)}`;

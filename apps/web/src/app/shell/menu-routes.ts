import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { appPaths } from '@/lib/navigation/app-paths';
import type { PageTitleKey } from '@/app/navigation/route-handle';
import type { MenuRequirement } from './menu-access';

export interface MenuRoute extends MenuRequirement {
  id: string;
  /** The page it opens, from the route table. */
  to(tenantId: string): string;
  labelKey: PageTitleKey;
  icon: SvgIconComponent;
}

/** The top bar's menu. Later features add theirs here, naming the feature and permission they need. */
export const MENU_ROUTES: readonly MenuRoute[] = [
  { id: 'dashboard', to: appPaths.home, labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon },
  {
    id: 'inspections',
    to: (tenantId) => appPaths.inspections(tenantId),
    labelKey: 'nav.inspections',
    icon: AssignmentOutlinedIcon,
    feature: 'inspections',
    permission: 'inspections.read',
  },
  {
    id: 'inspection-create',
    to: appPaths.inspectionCreate,
    labelKey: 'nav.inspectionCreate',
    icon: PostAddOutlinedIcon,
    feature: 'inspections',
    permission: ['inspections.read', 'inspections.write'],
  },
  {
    id: 'orders',
    to: (tenantId) => appPaths.orders(tenantId),
    labelKey: 'nav.orders',
    icon: MoveToInboxOutlinedIcon,
    feature: 'orders',
    permission: 'orders.read',
  },
  {
    id: 'contacts',
    to: appPaths.contacts,
    labelKey: 'nav.contacts',
    icon: ContactsOutlinedIcon,
    feature: 'contacts',
    permission: 'contacts.read',
  },
  { id: 'settings', to: appPaths.settings, labelKey: 'nav.settings', icon: SettingsOutlinedIcon },
];

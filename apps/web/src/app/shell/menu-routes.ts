import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { PageTitleKey } from '../navigation/route-handle';
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
  { id: 'settings', path: 'settings', labelKey: 'nav.settings', icon: SettingsOutlinedIcon },
];

export const menuRouteTarget = (tenantId: string, route: MenuRoute) =>
  route.path ? `/${encodeURIComponent(tenantId)}/${route.path}` : `/${encodeURIComponent(tenantId)}`;

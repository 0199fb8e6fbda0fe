import { dashboardRoute } from '../../features/home/routes';
import { welcomeRoute } from '../../features/organizations/routes';

/** The "home" chunk: the dashboard and the organisation pick page. */
export const homeGroup = { dashboard: dashboardRoute, welcome: welcomeRoute };

import { adminOverviewRoute } from '../../features/admin/routes';

/** The "admin" chunk: administration pages (administrators only). */
export const adminGroup = { overview: adminOverviewRoute };

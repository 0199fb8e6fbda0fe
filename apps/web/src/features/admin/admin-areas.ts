import type { AdminPage } from '@/lib/navigation/app-paths';

/**
 * The admin areas the overview links to, in the order it lists them: each is a page of the app,
 * so the overview never names an area that is not there.
 */
export const ADMIN_AREAS: readonly AdminPage[] = [
  'org',
  'users',
  'roles',
  'network',
  'order',
  'orderType',
  'calendar',
  'inspectionType',
  'inspectionStatus',
  'remarkGrade',
  'contactRole',
  'inspectionTemplate',
  'form',
  'remarks',
  'docTemplates',
  'emailTemplates',
  'outbox',
  'sequences',
  'prices',
  'check',
  'transfer',
  'projectType',
];

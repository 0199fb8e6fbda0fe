import type { sv } from './texts';

export type AdminArea = keyof typeof sv.area & string;

/** The admin areas, in the order the admin menu will offer them. Later issues fill them. */
export const ADMIN_AREAS: readonly AdminArea[] = [
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
  'check',
  'transfer',
  'projectType',
];

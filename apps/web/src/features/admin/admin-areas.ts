import type { Translation } from '@/lib/i18n/translation';

export type AdminArea = keyof Translation['admin']['area'] & string;

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
  'contactRole',
  'inspectionTemplate',
  'form',
  'remarks',
  'docTemplates',
  'emailTemplates',
  'sequences',
  'check',
  'projectType',
];

import { ACCOUNTING_FEATURES } from '@syna/contracts/roles';
import type { AdminPage } from '@/lib/navigation/app-paths';

/**
 * The admin areas the overview links to, in the order it lists them: each is a page of the app,
 * so the overview never names an area that is not there.
 */
/**
 * The integration pages (`fortnox`, `visma`): shown only where the firm has the feature on, and,
 * unlike the other admin pages, not to administrators alone (SPEC §2 "Integration routes").
 */
export const isFeaturePage = (area: string): area is (typeof ACCOUNTING_FEATURES)[number] =>
  (ACCOUNTING_FEATURES as readonly string[]).includes(area);

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
  'fortnox',
  'visma',
  'check',
  'transfer',
  'projectType',
];

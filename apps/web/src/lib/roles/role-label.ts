import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, type RoleName } from '@syna/contracts/roles';

export type RoleLabelKey = `roles.${RoleName}`;

const isRoleName = (role: string): role is RoleName => (ROLE_NAMES as readonly string[]).includes(role);

/** Translation key of a built-in role's label (each its own: no two roles share one); null for the firm's. */
export function roleLabelKey(role: string): RoleLabelKey | null {
  return isRoleName(role) ? `roles.${role}` : null;
}

/** A role's label: the built-in ones by their names in the app's language, the firm's as named. */
export function useRoleLabel(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => {
    const key = roleLabelKey(name);
    return key ? t(key) : name;
  };
}

/** What a built-in role is for, in one line; undefined for the firm's own roles. */
export function useRoleDescription(): (name: string) => string | undefined {
  const { t } = useTranslation();
  return (name) => (isRoleName(name) ? t(`roleDescriptions.${name}`) : undefined);
}

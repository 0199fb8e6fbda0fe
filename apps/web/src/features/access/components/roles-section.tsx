import Typography from '@mui/material/Typography';
import type { Role } from '@syna/contracts/roles-and-groups';
import {
  useCreateRole,
  useDeleteRole,
  useRoles,
  useSetPermissions,
  useUpdateRole,
} from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { useRoleDescription, useRoleLabel } from '@/lib/roles/role-label';
import { AccessRow, useMemberCount } from './access-list';
import { HolderSection } from './holder-section';

/** The roles: built-in ones (named by their labels) and the firm's own, each with its patterns. */
export function RolesSection() {
  const { t } = useAccessTexts();
  const memberCount = useMemberCount();
  const roles = useRoles();
  const create = useCreateRole();
  const update = useUpdateRole();
  const setPermissions = useSetPermissions();
  const remove = useDeleteRole();
  const roleLabel = useRoleLabel();
  const describe = useRoleDescription();
  // No firm's role may take a built-in one's name, so the name alone tells which to translate.
  const label = (role: Role) => roleLabel(role.name);
  /** Shown names must differ too: a new "Läsare" would pass for the built-in reader. */
  const nameTaken = (name: string, editing: Role | null) =>
    (roles.data ?? []).some(
      (role) =>
        role.id !== editing?.id &&
        [role.name, label(role)].some((shown) => shown.toLowerCase() === name.toLowerCase()),
    );

  async function save(role: Role | null, name: string, patterns: string[]) {
    if (!role) return create.mutateAsync({ name, permissions: patterns });
    // A built-in role keeps its name: only its patterns change, through the permissions call.
    if (role.builtIn) return setPermissions.mutateAsync({ target: role.id, patterns });
    return update.mutateAsync({
      id: role.id,
      ...(name === role.name ? {} : { name }),
      permissions: patterns,
    });
  }

  return (
    <HolderSection
      kind="role"
      query={roles}
      skeletonHeight={160}
      label={label}
      save={save}
      nameLockedReason={(role) => (role.builtIn ? t('roles.builtInName') : undefined)}
      nameTaken={nameTaken}
      remove={remove}
      deleteBody={(role) =>
        role.memberCount > 0
          ? t(role.memberCount === 1 ? 'roles.deleteInUse_one' : 'roles.deleteInUse_other', {
              count: role.memberCount,
            })
          : t('roles.deleteBody')
      }
      row={(role, actions) => (
        <AccessRow
          key={role.id}
          testId={`role-${role.name}`}
          name={label(role)}
          note={role.builtIn ? t('roles.builtIn') : undefined}
          description={describe(role.name)}
          patterns={role.permissions}
          detail={memberCount(role.memberCount)}
          actions={
            role.builtIn && role.name === 'owner' ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('roles.ownerFixed')}
              </Typography>
            ) : (
              <>
                {actions.edit}
                {!role.builtIn && actions.remove}
              </>
            )
          }
        />
      )}
    />
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Role } from '@syna/contracts/roles-and-groups';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import {
  useCreateRole,
  useDeleteRole,
  useRoles,
  useSetPermissions,
  useUpdateRole,
} from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { AccessRow, SectionHeader, useMemberCount } from './access-list';
import { useRoleLabel } from '@/lib/roles/role-label';
import { NameAndPatternsDialog } from './name-and-patterns-dialog';

type Editing = { role: Role | null } | null;

/** The roles: built-in ones (named by their labels) and the firm's own, each with its patterns. */
export function RolesSection() {
  const { t } = useAccessTexts();
  const memberCount = useMemberCount();
  const roles = useRoles();
  const create = useCreateRole();
  const update = useUpdateRole();
  const setPermissions = useSetPermissions();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const roleLabel = useRoleLabel();
  // No firm's role may take a built-in one's name, so the name alone tells which to translate.
  const label = (role: Role) => roleLabel(role.name);

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

  async function confirmDelete(role: Role) {
    try {
      await remove.mutateAsync(role.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('roles.deleted', { name: role.name }) });
    setDeleting(null);
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="roles-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader
        id="roles-title"
        title={t('roles.title')}
        action={
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ role: null })}
            data-testid="role-create"
          >
            {t('roles.create')}
          </Button>
        }
      />
      {roles.isPending && <Skeleton variant="rounded" height={160} />}
      {roles.isError && <LoadError title={t('loadError')} onRetry={() => void roles.refetch()} />}
      {roles.data && (
        <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="roles-title">
          {roles.data.map((role) => {
            const isOwner = role.builtIn && role.name === 'owner';
            return (
              <AccessRow
                key={role.id}
                testId={`role-${role.name}`}
                name={label(role)}
                note={role.builtIn ? `${role.name} · ${t('roles.builtIn')}` : undefined}
                patterns={role.permissions}
                detail={memberCount(role.memberCount)}
                actions={
                  isOwner ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('roles.ownerFixed')}
                    </Typography>
                  ) : (
                    <>
                      <IconButton
                        aria-label={t('roles.edit', { name: label(role) })}
                        title={t('roles.edit', { name: label(role) })}
                        onClick={() => setEditing({ role })}
                        data-testid={`role-edit-${role.name}`}
                      >
                        <EditIcon />
                      </IconButton>
                      {!role.builtIn && (
                        <IconButton
                          aria-label={t('roles.delete', { name: role.name })}
                          title={t('roles.delete', { name: role.name })}
                          onClick={() => setDeleting(role)}
                          data-testid={`role-delete-${role.name}`}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </>
                  )
                }
              />
            );
          })}
        </Typography>
      )}
      {editing && (
        <NameAndPatternsDialog
          title={editing.role ? t('roles.editTitle', { name: label(editing.role) }) : t('roles.createTitle')}
          name={editing.role?.name ?? ''}
          patterns={editing.role?.permissions ?? []}
          nameLockedReason={editing.role?.builtIn ? t('roles.builtInName') : undefined}
          onSave={(name, patterns) => save(editing.role, name, patterns)}
          savedMessage={(name) => t('roles.saved', { name })}
          onClose={() => setEditing(null)}
          testId="role-dialog"
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('roles.deleteTitle', { name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="role-delete-dialog"
        >
          {deleting.memberCount > 0
            ? t(deleting.memberCount === 1 ? 'roles.deleteInUse_one' : 'roles.deleteInUse_other', {
                count: deleting.memberCount,
              })
            : t('roles.deleteBody')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

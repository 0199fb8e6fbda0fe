import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import type { Group } from '@syna/contracts/roles-and-groups';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import {
  useCreateGroup,
  useDeleteGroup,
  useGroups,
  useRenameGroup,
  useSetPermissions,
} from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { AccessRow, SectionHeader, useMemberCount } from './access-list';
import { GroupMembersDialog } from './group-members-dialog';
import { NameAndPatternsDialog } from './name-and-patterns-dialog';

type Editing = { group: Group | null } | null;

/** The groups: created, renamed, given patterns, their members added and removed, deleted. */
export function GroupsSection() {
  const { t } = useAccessTexts();
  const memberCount = useMemberCount();
  const groups = useGroups();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const setPermissions = useSetPermissions();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [membersOf, setMembersOf] = useState<Group | null>(null);

  async function save(group: Group | null, name: string, patterns: string[]) {
    const saved = group ?? (await create.mutateAsync(name));
    if (group && name !== group.name) await rename.mutateAsync({ id: group.id, name });
    const unchanged = patterns.join('\n') === saved.permissions.join('\n');
    if (!unchanged) await setPermissions.mutateAsync({ target: saved.id, patterns });
  }

  async function confirmDelete(group: Group) {
    try {
      await remove.mutateAsync(group.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t('groups.deleted', { name: group.name }) });
    setDeleting(null);
  }

  const addButton = (
    <Button startIcon={<AddIcon />} onClick={() => setEditing({ group: null })} data-testid="group-create">
      {t('groups.create')}
    </Button>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="groups-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader id="groups-title" title={t('groups.title')} action={addButton} />
      {groups.isPending && <Skeleton variant="rounded" height={96} />}
      {groups.isError && <LoadError title={t('loadError')} onRetry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && (
        <EmptyState
          icon={GroupIcon}
          title={t('groups.emptyTitle')}
          body={t('groups.emptyBody')}
          testId="groups-empty"
        />
      )}
      {groups.data && groups.data.length > 0 && (
        <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="groups-title">
          {groups.data.map((group) => (
            <AccessRow
              key={group.id}
              testId={`group-${group.name}`}
              name={group.name}
              patterns={group.permissions}
              detail={memberCount(group.memberCount)}
              actions={
                <>
                  <Button
                    size="small"
                    onClick={() => setMembersOf(group)}
                    data-testid={`group-members-${group.name}`}
                  >
                    {t('groups.members', { name: group.name })}
                  </Button>
                  <IconButton
                    aria-label={t('groups.edit', { name: group.name })}
                    title={t('groups.edit', { name: group.name })}
                    onClick={() => setEditing({ group })}
                    data-testid={`group-edit-${group.name}`}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('groups.delete', { name: group.name })}
                    title={t('groups.delete', { name: group.name })}
                    onClick={() => setDeleting(group)}
                    data-testid={`group-delete-${group.name}`}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            />
          ))}
        </Typography>
      )}
      {editing && (
        <NameAndPatternsDialog
          title={
            editing.group ? t('groups.editTitle', { name: editing.group.name }) : t('groups.createTitle')
          }
          name={editing.group?.name ?? ''}
          patterns={editing.group?.permissions ?? []}
          onSave={(name, patterns) => save(editing.group, name, patterns)}
          savedMessage={(name) => t('groups.saved', { name })}
          onClose={() => setEditing(null)}
          testId="group-dialog"
        />
      )}
      {membersOf && <GroupMembersDialog group={membersOf} onClose={() => setMembersOf(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title={t('groups.deleteTitle', { name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId="group-delete-dialog"
        >
          {t('groups.deleteBody')}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

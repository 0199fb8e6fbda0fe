import { useState } from 'react';
import Button from '@mui/material/Button';
import GroupIcon from '@mui/icons-material/GroupOutlined';
import type { Group } from '@syna/contracts/roles-and-groups';
import { EmptyState } from '@/lib/ui/empty-state';
import {
  useCreateGroup,
  useDeleteGroup,
  useGroups,
  useRenameGroup,
  useSetPermissions,
} from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { AccessRow, useMemberCount } from './access-list';
import { GroupMembersDialog } from './group-members-dialog';
import { HolderSection } from './holder-section';

/** The groups: created, renamed, given patterns, their members added and removed, deleted. */
export function GroupsSection() {
  const { t } = useAccessTexts();
  const memberCount = useMemberCount();
  const groups = useGroups();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const setPermissions = useSetPermissions();
  const remove = useDeleteGroup();
  const [membersOf, setMembersOf] = useState<Group | null>(null);

  async function save(group: Group | null, name: string, patterns: string[]) {
    const saved = group ?? (await create.mutateAsync(name));
    if (group && name !== group.name) await rename.mutateAsync({ id: group.id, name });
    const unchanged = patterns.join('\n') === saved.permissions.join('\n');
    if (!unchanged) await setPermissions.mutateAsync({ target: saved.id, patterns });
  }

  return (
    <HolderSection
      kind="group"
      query={groups}
      skeletonHeight={96}
      empty={
        <EmptyState
          icon={GroupIcon}
          title={t('groups.emptyTitle')}
          body={t('groups.emptyBody')}
          testId="groups-empty"
        />
      }
      save={save}
      remove={remove}
      deleteBody={() => t('groups.deleteBody')}
      row={(group, actions) => (
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
              {actions.edit}
              {actions.remove}
            </>
          }
        />
      )}
      dialogs={membersOf && <GroupMembersDialog group={membersOf} onClose={() => setMembersOf(null)} />}
    />
  );
}

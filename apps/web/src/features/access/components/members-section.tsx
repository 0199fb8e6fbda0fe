import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { OrganizationMember } from '@syna/contracts/roles-and-groups';
import { LoadError } from '@/lib/ui/load-error';
import { useOrganizationMembers, useSetPermissions } from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { AccessRow, SectionHeader } from './access-list';
import { useRoleLabel } from '@/lib/roles/role-label';
import { NameAndPatternsDialog } from './name-and-patterns-dialog';

/** The members with their roles and their own patterns, which count beside their roles' and groups'. */
export function MembersSection() {
  const { t } = useAccessTexts();
  const roleLabel = useRoleLabel();
  const members = useOrganizationMembers();
  const setPermissions = useSetPermissions();
  const [editing, setEditing] = useState<OrganizationMember | null>(null);
  const rolesOf = (member: OrganizationMember) =>
    member.roles.length === 0
      ? t('people.noRoles')
      : t('people.roles', { roles: [...new Set(member.roles.map(roleLabel))].join(', ') });

  return (
    <Paper component="section" variant="outlined" aria-labelledby="people-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader id="people-title" title={t('people.title')} action={null} />
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('people.intro')}</Typography>
      {members.isPending && <Skeleton variant="rounded" height={96} />}
      {members.isError && <LoadError title={t('loadError')} onRetry={() => void members.refetch()} />}
      {members.data && (
        <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="people-title">
          {members.data.map((member) => (
            <AccessRow
              key={member.userId}
              testId={`person-${member.userId}`}
              name={member.name}
              note={member.email ?? undefined}
              patterns={member.permissions}
              detail={rolesOf(member)}
              none={t('people.noOwn')}
              actions={
                <IconButton
                  aria-label={t('people.edit', { name: member.name })}
                  title={t('people.edit', { name: member.name })}
                  onClick={() => setEditing(member)}
                >
                  <EditIcon />
                </IconButton>
              }
            />
          ))}
        </Typography>
      )}
      {editing && (
        <NameAndPatternsDialog
          title={t('people.editTitle', { name: editing.name })}
          name={editing.name}
          patterns={editing.permissions}
          nameLockedReason={t('people.nameLocked')}
          onSave={(_name, patterns) => setPermissions.mutateAsync({ target: editing.userId, patterns })}
          savedMessage={() => t('people.saved', { name: editing.name })}
          onClose={() => setEditing(null)}
          testId="person-dialog"
        />
      )}
    </Paper>
  );
}

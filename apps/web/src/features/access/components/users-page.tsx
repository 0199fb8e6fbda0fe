import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { formatDateTime } from '@syna/contracts/format';
import type { OrganizationMember } from '@syna/contracts/roles-and-groups';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useOrganizationMembers } from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { useRoleLabel } from '@/lib/roles/role-label';

/** A member's roles as chips, each built-in one by its label. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  const roleLabel = useRoleLabel();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} size="small" label={roleLabel(role)} />
      ))}
    </Stack>
  );
}

function UserRow({ member }: { member: OrganizationMember }) {
  const { t } = useAccessTexts();
  const tenantId = useTenantId();
  return (
    <TableRow data-testid="user-row" data-id={member.userId}>
      <TableCell>
        <Link component={RouterLink} to={appPaths.adminPage(tenantId, 'users', member.userId)}>
          {member.name}
        </Link>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email ?? t('users.noEmail')}</TableCell>
      <TableCell>
        <RoleChips roles={member.roles} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('users.never')}
      </TableCell>
    </TableRow>
  );
}

function UsersList() {
  const { t } = useAccessTexts();
  const members = useOrganizationMembers();
  if (members.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('users.listLabel')} />;
  if (members.isError) {
    return <LoadError title={t('users.loadError')} onRetry={() => void members.refetch()} />;
  }
  if (members.data.length === 0) {
    return <EmptyState icon={PeopleOutlineIcon} title={t('users.emptyTitle')} body={t('users.emptyBody')} />;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('users.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.email')}</TableCell>
            <TableCell>{t('users.roles')}</TableCell>
            <TableCell>{t('users.lastSignIn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.data.map((member) => (
            <UserRow key={member.userId} member={member} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * `/:tenant/admin/users`: the organisation's members. Other features' panels (the invitations)
 * come in as `children`, below the list.
 */
export function UsersPage({ children }: { children?: ReactNode }) {
  const { t } = useAccessTexts();
  return (
    <Stack spacing={3} data-testid="users-page">
      <Typography variant="h1">{t('users.title')}</Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('users.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <UsersList />
      </Paper>
      {children}
    </Stack>
  );
}

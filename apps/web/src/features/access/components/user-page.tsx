import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { grantRefusalOf, mayGiveRole } from '@syna/contracts/grant-rule';
import type { OrganizationMemberDetail, Role } from '@syna/contracts/roles-and-groups';
import { formatDateTime } from '@syna/contracts/format';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { useChangeMemberRoles, useMember, useRemoveMember, useRoles } from '@/features/access/api';
import { useAccessTexts } from '@/features/access/texts';
import { RoleChoiceLabel, roleChoiceSx } from '@/lib/roles/role-choice-label';
import type { MemberPanel } from '@/features/access/routes';

/**
 * What the server said when it refused: the owner rules' 403 and 409 explain themselves, which a
 * 403's general wording ("Du saknar behörighet…") would hide.
 */
const refusalOf = (error: unknown): string | null =>
  error
    ? isHttpError(error)
      ? (error.problem?.detail ?? error.detail ?? error.message)
      : String(error)
    : null;

/**
 * The member's roles as checkboxes over every role of the organisation, saved together. A role the
 * caller may not give, or (the owner's) take, by the server's own rule cannot be ticked or unticked.
 */
function RolesForm({ member }: { member: OrganizationMemberDetail }) {
  const { t } = useAccessTexts();
  const roles = useRoles();
  const caller = useInitialData();
  const mayToggle = (role: Role) =>
    member.roles.includes(role.name)
      ? grantRefusalOf(caller, { revokedRoles: [role.name] }) === null
      : mayGiveRole(caller, role);
  const change = useChangeMemberRoles(member.userId);
  const [chosen, setChosen] = useState<string[]>(member.roles);
  const unchanged =
    chosen.length === member.roles.length && chosen.every((role) => member.roles.includes(role));
  const toggle = (role: string, on: boolean) =>
    setChosen((current) => (on ? [...current, role] : current.filter((held) => held !== role)));
  const save = async () => {
    const saved = await change.mutateAsync(chosen);
    setChosen(saved.roles);
    showSnackbar({ subject: t('users.saved', { name: member.name }) });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="user-roles-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="user-roles-title" variant="h2">
          {t('users.rolesTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('users.rolesHelp')}</Typography>
        {roles.isError && <Alert severity="error">{t('users.loadError')}</Alert>}
        <FormGroup aria-labelledby="user-roles-title" data-testid="user-roles">
          {(roles.data ?? []).map((role) => {
            return (
              <FormControlLabel
                key={role.id}
                label={<RoleChoiceLabel name={role.name} />}
                sx={roleChoiceSx}
                control={
                  <Checkbox
                    checked={chosen.includes(role.name)}
                    onChange={(event) => toggle(role.name, event.target.checked)}
                    disabled={!mayToggle(role)}
                    name={role.name}
                  />
                }
              />
            );
          })}
        </FormGroup>
        {chosen.length === 0 && <FormHelperText error>{t('users.rolesRequired')}</FormHelperText>}
        {change.isError && (
          <Alert severity="error" data-testid="user-roles-error">
            {refusalOf(change.error)}
          </Alert>
        )}
        <Stack direction="row">
          <Button
            variant="contained"
            onClick={() => void save().catch(() => undefined)}
            disabled={unchanged || chosen.length === 0 || change.isPending}
            data-testid="user-roles-save"
          >
            {change.isPending ? t('users.saving') : t('users.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Removing the member, after a confirmation that names them; a refusal stays in the dialog. */
function RemoveMember({ member }: { member: OrganizationMemberDetail }) {
  const { t } = useAccessTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const remove = useRemoveMember(member.userId);
  const [confirming, setConfirming] = useState(false);
  const name = { name: member.name };
  const confirm = async () => {
    await remove.mutateAsync();
    showSnackbar({ subject: t('users.removed', name) });
    void navigate(appPaths.adminPage(tenantId, 'users'), { replace: true });
  };
  return (
    <>
      <Stack direction="row">
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
          data-testid="user-remove"
        >
          {t('users.remove')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('users.removeTitle', name)}
        confirmLabel={t('users.remove')}
        busy={remove.isPending}
        busyLabel={t('users.removing')}
        hideConfirm={remove.isError}
        onConfirm={() => void confirm().catch(() => undefined)}
        onClose={() => setConfirming(false)}
        testId="user-remove-dialog"
      >
        <Typography>{t('users.removeBody', name)}</Typography>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusalOf(remove.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

function UserDetail({
  member,
  panels,
}: {
  member: OrganizationMemberDetail;
  panels: readonly MemberPanel[];
}) {
  const { t } = useAccessTexts();
  const facts: [string, string][] = [
    [t('users.email'), member.email ?? t('users.noEmail')],
    [t('users.lastSignIn'), member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('users.never')],
    [t('users.groups'), member.groups.map((group) => group.name).join(', ') || t('users.noGroups')],
    [t('users.ownPermissions'), member.permissions.join(', ') || t('users.noOwn')],
  ];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {facts.map(([term, value]) => (
            <Stack key={term} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <Typography component="dt" sx={{ fontWeight: 600, minWidth: 180 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <RolesForm member={member} />
      {panels.map((Panel, index) => (
        <Panel key={index} userId={member.userId} name={member.name} />
      ))}
      <RemoveMember member={member} />
    </Stack>
  );
}

/** `/:tenant/admin/users/:id`: one member, their roles to change, and their removal from the firm. */
export function UserPage({ panels = [] }: { panels?: readonly MemberPanel[] }) {
  const { t } = useAccessTexts();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const member = useMember(id);
  return (
    <Stack spacing={2} data-testid="user-page">
      <Typography variant="h1">{member.data?.name ?? t('users.title')}</Typography>
      <DetailPageFrame
        query={member}
        skeleton={[120, 240]}
        heading={false}
        notFound={{
          title: t('users.notFoundTitle'),
          body: t('users.notFoundBody'),
          testId: 'user-not-found',
          backTo: appPaths.adminPage(tenantId, 'users'),
          backLabel: t('users.title'),
        }}
        errorTitle={t('users.loadError')}
      >
        {(data) => <UserDetail key={data.userId} member={data} panels={panels} />}
      </DetailPageFrame>
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { mayGiveRole } from '@syna/contracts/grant-rule';
import { invitationCreateSchema } from '@syna/contracts/invitations';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { RoleChoiceLabel, roleChoiceSx } from '@/lib/roles/role-choice-label';
import { useInitialData } from '@/lib/session/session-queries';
import { useInvitableRoles, useInvite } from '@/features/invitations/api';
import { useInvitationTexts } from '@/features/invitations/texts';

interface FieldErrors {
  email?: string;
  roles?: string;
}

/**
 * Invite by e-mail with the roles the membership will get; refusals show on their field. It offers
 * only the roles the caller may give by the server's own rule: the owner role to owners alone, and
 * no role with permissions the caller does not hold.
 */
export function InviteDialog({ onClose }: { onClose(): void }) {
  const { t } = useInvitationTexts();
  const roles = useInvitableRoles();
  const caller = useInitialData();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>(['user']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const offered = (roles.data ?? []).filter((role) => mayGiveRole(caller, role));
  // The default "user" counts only where it is offered.
  const given = chosen.filter((name) => offered.some((role) => role.name === name));

  const toggle = (name: string) =>
    setChosen((current) =>
      current.includes(name) ? current.filter((role) => role !== name) : [...current, name],
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: t('dialog.emailMissing') });
    // The contract's own check, so the dialog says what the server would.
    const checked = invitationCreateSchema.safeParse({ email, roles: given });
    if (!checked.success) {
      const issueOn = (field: string) => checked.error.issues.find((issue) => issue.path[0] === field);
      return setErrors({
        email: localiseContractMessage(issueOn('email')),
        roles: localiseContractMessage(issueOn('roles')),
      });
    }
    setErrors({});
    try {
      await invite.mutateAsync(checked.data);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const onRoles = error.fieldErrors['body.roles']?.[0];
      const onEmail =
        error.fieldErrors['body.email']?.[0] ?? (error.status === 409 ? error.detail : undefined);
      if (onRoles || onEmail) return setErrors({ email: onEmail ?? undefined, roles: onRoles });
      return showError(error.message, error.detail ?? undefined);
    }
    showSnackbar({ subject: t('dialog.sent', { email: checked.data.email }) });
    onClose();
  }

  return (
    <FormDialog
      title={t('dialog.title')}
      onSubmit={submit}
      busy={invite.isPending}
      onClose={onClose}
      testId="invite-dialog"
      saveTestId="invite-send"
      saveLabel={t('dialog.send')}
      busyLabel={t('dialog.sending')}
    >
      <TextField
        label={t('dialog.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email}
        autoComplete="off"
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'invite-email', maxLength: 254 } }}
      />
      <FormControl component="fieldset" error={Boolean(errors.roles)} sx={{ mt: 2 }}>
        <FormLabel component="legend">{t('dialog.roles')}</FormLabel>
        {roles.isPending && <Skeleton variant="rounded" height={120} />}
        <FormGroup>
          {offered.map((role) => (
            <FormControlLabel
              key={role.id}
              control={<Checkbox checked={given.includes(role.name)} onChange={() => toggle(role.name)} />}
              label={<RoleChoiceLabel name={role.name} />}
              sx={roleChoiceSx}
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.roles ?? t('dialog.rolesHelp')}</FormHelperText>
      </FormControl>
    </FormDialog>
  );
}

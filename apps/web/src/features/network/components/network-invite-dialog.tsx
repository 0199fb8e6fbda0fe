import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NetworkKind } from '@syna/contracts/network';
import { networkInvitationCreateSchema } from '@syna/contracts/network';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useInviteToNetwork } from '@/features/network/api';
import { useNetworkTexts } from '@/features/network/texts';

/** Invite an external user or organisation by e-mail; a refusal shows on the address. */
export function NetworkInviteDialog({ kind, onClose }: { kind: NetworkKind; onClose(): void }) {
  const { t } = useNetworkTexts();
  const invite = useInviteToNetwork(kind);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return setError(t('dialog.emailMissing'));
    // The contract's own check, so the dialog says what the server would.
    const checked = networkInvitationCreateSchema.safeParse({ email });
    if (!checked.success) return setError(localiseContractMessage(checked.error.issues[0]?.message));
    setError(undefined);
    try {
      await invite.mutateAsync(checked.data.email);
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      const onEmail =
        failure.fieldErrors['body.email']?.[0] ?? (failure.status === 409 ? failure.detail : undefined);
      if (onEmail) return setError(onEmail);
      return showError(failure.message, failure.detail ?? undefined);
    }
    showSnackbar({ subject: t('dialog.sent', { email: checked.data.email }) });
    onClose();
  }

  return (
    <FormDialog
      title={t(`dialog.title.${kind}`)}
      onSubmit={submit}
      busy={invite.isPending}
      onClose={onClose}
      testId="network-invite-dialog"
      saveTestId="network-invite-send"
      saveLabel={t('dialog.send')}
      busyLabel={t('dialog.sending')}
    >
      <Typography sx={{ mb: 2 }}>{t(`dialog.help.${kind}`)}</Typography>
      <TextField
        label={t('dialog.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'network-invite-email', maxLength: 254 } }}
      />
    </FormDialog>
  );
}

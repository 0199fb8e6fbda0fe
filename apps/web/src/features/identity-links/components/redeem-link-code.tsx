import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useRedeemLinkCode } from '@/features/identity-links/api';
import { useIdentityLinkTexts } from '@/features/identity-links/texts';

/**
 * The pick page of someone in no organisation: a link code from an administrator moves their
 * earlier account (its organisations, roles and work) to this sign-in, and opens its firm.
 */
export function RedeemLinkCode() {
  const { t } = useIdentityLinkTexts();
  const navigate = useNavigate();
  const redeem = useRedeemLinkCode();
  const [code, setCode] = useState('');
  const refusal = redeem.error
    ? isHttpError(redeem.error)
      ? (redeem.error.problem?.detail ?? redeem.error.message)
      : String(redeem.error)
    : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(code.trim(), {
      onSuccess: (account) => {
        showSnackbar({ subject: t('redeem.linked', { firm: account.tenant.name }) });
        void navigate(appPaths.home(account.tenant.id));
      },
    });
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="redeem-link-code-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
        <Typography id="redeem-link-code-title" variant="h2">
          {t('redeem.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('redeem.help')}</Typography>
        <TextField
          label={t('redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(refusal)}
          helperText={refusal ?? undefined}
          slotProps={{ htmlInput: { 'data-testid': 'redeem-link-code-input', autoComplete: 'off' } }}
          fullWidth
        />
        <Stack direction="row">
          <Button type="submit" variant="outlined" disabled={!code.trim() || redeem.isPending}>
            {redeem.isPending ? t('redeem.submitting') : t('redeem.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@syna/contracts/format';
import { isHttpError } from '@/lib/http/http-error';
import { useIssueLinkCode } from '@/features/identity-links/api';
import { useIdentityLinkTexts } from '@/features/identity-links/texts';

/**
 * A member's page: a one-time code that moves the member to their sign-in at the firm's new
 * issuer, asked before the move or after it. The code is shown once, selectable; the server's
 * refusal (an owner's code asked by an administrator, a member in other firms) says why.
 */
export function LinkCodeSection({ userId, name }: { userId: string; name: string }) {
  const { t } = useIdentityLinkTexts();
  const issue = useIssueLinkCode(userId);
  const refusal = issue.error
    ? isHttpError(issue.error)
      ? (issue.error.problem?.detail ?? issue.error.message)
      : String(issue.error)
    : null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="link-code-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Typography id="link-code-title" variant="h2">
          {t('issue.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('issue.help', { name })}</Typography>
        {issue.data && (
          <>
            <TextField
              label={t('issue.code', { name })}
              value={issue.data.code}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'link-code' } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <Typography>
              {t('issue.expires', { name, time: formatDateTime(issue.data.expiresAt) })}
            </Typography>
          </>
        )}
        {refusal && (
          <Alert severity="error" data-testid="link-code-error">
            {refusal}
          </Alert>
        )}
        <Stack direction="row">
          <Button
            variant="outlined"
            onClick={() => issue.mutate()}
            disabled={issue.isPending}
            data-testid="link-code-create"
          >
            {issue.isPending ? t('issue.creating') : t('issue.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

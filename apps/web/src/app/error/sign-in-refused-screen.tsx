import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockPersonOutlinedIcon from '@mui/icons-material/LockPersonOutlined';
import type { SignInRefusal } from '@syna/contracts/sign-in';
import { SUPPORT_URL } from '@/lib/support';

interface SignInRefusedScreenProps {
  refusal: SignInRefusal;
  /** The page the sign-in was for: trying again starts a new sign-in from there. */
  returnTo: string;
}

/**
 * The issuer refused the sign-in (its OAuth error came back instead of a code): what it said, in
 * the person's language, with its error code for the administrator, and a way to try again. Not
 * the load error screen: nothing failed to load, and retrying later will not help by itself.
 */
export function SignInRefusedScreen({ refusal, returnTo }: SignInRefusedScreenProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      data-testid="sign-in-refused"
      aria-labelledby="sign-in-refused-title"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <LockPersonOutlinedIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id="sign-in-refused-title" variant="h1" sx={{ mt: 1, mb: 2 }}>
          {t('signInRefused.title')}
        </Typography>
        <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {t('signInRefused.body', { reason: refusal.description ?? refusal.error })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('signInRefused.code', { code: refusal.error })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" href={returnTo}>
            {t('signInRefused.retry')}
          </Button>
          <Button variant="outlined" href={SUPPORT_URL}>
            {t('errorScreen.support')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

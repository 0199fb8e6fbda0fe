import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { formatDateTime } from '@syna/contracts/format';
import { SUPPORT_URL } from '@/lib/support';
import { OpenedOnce } from '@/lib/ui/opened-once';
import { errorDetails } from './error-details';

const loadDetailsDrawer = () => import('./error-details-drawer');
// The drawer's code (MUI's Drawer and Modal) is not part of the first load.
const ErrorDetailsDrawer = lazy(async () => ({ default: (await loadDetailsDrawer()).ErrorDetailsDrawer }));

interface ErrorScreenProps {
  error: unknown;
  /** Inside the shell the screen is a page section; on its own it is the whole page's main. */
  embedded?: boolean;
}

/**
 * The error screen: a problem occurred loading the software, try again later and contact
 * support; links home and to support, and a drawer with the error details.
 */
export function ErrorScreen({ error, embedded = false }: ErrorScreenProps) {
  const { t } = useTranslation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [details] = useState(() =>
    errorDetails(error, `${window.location.pathname}${window.location.search}`, formatDateTime(new Date())),
  );
  // Fetched as the screen shows, while the network that failed may still answer, to be there when opened.
  useEffect(() => {
    loadDetailsDrawer().catch(() => undefined);
  }, []);
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      data-testid="error-screen"
      aria-labelledby="error-screen-title"
      sx={{ display: 'grid', placeItems: 'center', minHeight: embedded ? '50vh' : '100vh', p: 2 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id="error-screen-title" variant="h1" sx={{ mt: 1, mb: 2 }}>
          {t('errorScreen.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('errorScreen.body')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" href={`${STAFF_APP_BASE_PATH}/`}>
            {t('errorScreen.home')}
          </Button>
          <Button variant="outlined" href={SUPPORT_URL}>
            {t('errorScreen.support')}
          </Button>
          <Button onClick={() => setDetailsOpen(true)}>{t('errorScreen.showDetails')}</Button>
        </Stack>
      </Paper>
      <OpenedOnce open={detailsOpen}>
        <ErrorDetailsDrawer open={detailsOpen} onClose={() => setDetailsOpen(false)} details={details} />
      </OpenedOnce>
    </Box>
  );
}

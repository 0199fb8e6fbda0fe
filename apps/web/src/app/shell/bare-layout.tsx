import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitleKey } from '@/app/navigation/route-handle';
import { AppFooter } from './app-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The layout of pages outside a tenant (the organisation pick page). */
export function BareLayout() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const titleKey = usePageTitleKey();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  }, [t, titleKey]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="sticky">
        <Toolbar>
          <Typography component="span" variant="h6" sx={{ flexGrow: 1 }}>
            {t('app.name')}
          </Typography>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
            {t('shell.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 760, mx: 'auto', px: 2, py: 4, outline: 'none' }}
      >
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}

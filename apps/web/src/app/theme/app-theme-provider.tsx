import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { currentLanguage } from '@/lib/i18n/i18n';
import { initialDataQuery } from '@/lib/session/session-queries';
import { useSelectedTenantId } from '@/lib/session/selected-tenant';
import { createAppTheme } from '@/lib/theme/app-theme';

/** The user's dark-theme setting in the selected tenant decides the theme; elsewhere it is light. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const tenantId = useSelectedTenantId();
  const { data } = useQuery({ ...initialDataQuery(tenantId ?? ''), enabled: Boolean(tenantId) });
  const dark = data?.user.properties.darkTheme ?? false;
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light', language), [dark, language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

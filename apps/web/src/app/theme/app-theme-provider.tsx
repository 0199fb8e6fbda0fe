import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { currentLanguage, followUserLanguage } from '@/lib/i18n/i18n';
import { initialDataQuery } from '@/lib/session/session-queries';
import { useSelectedTenantId } from '@/lib/session/selected-tenant';
import { createAppTheme } from '@/lib/theme/app-theme';

/**
 * The user's settings as the selected tenant's initial data has them decide the theme (light
 * elsewhere) and the language: a language chosen or changed in the settings applies at once.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const tenantId = useSelectedTenantId();
  const { data } = useQuery({ ...initialDataQuery(tenantId ?? ''), enabled: Boolean(tenantId) });
  const dark = data?.user.properties.darkTheme ?? false;
  const chosenLanguage = data?.user.language;
  useEffect(() => {
    if (chosenLanguage !== undefined) void followUserLanguage(chosenLanguage);
  }, [chosenLanguage]);
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

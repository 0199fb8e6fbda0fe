import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import { createQueryClient } from '@/lib/http/query-client';
import { createAppTheme } from '@/lib/theme/app-theme';
import { CalendarPage } from './components/calendar-page';
import { NotFoundPage } from './components/not-found-page';
import { OrderPage } from './components/order-page';
import { orderPageOptionsOf, publicPageOf } from './public-location';

/** The public pages in the firm's light theme, in the visitor's language. */
export function PublicApp({ location }: { location: Pick<Location, 'pathname' | 'search'> }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const language: Language = SUPPORTED_LANGUAGES.find((code) => i18n.resolvedLanguage === code) ?? 'sv';
  const theme = useMemo(() => createAppTheme('light', language), [language]);
  const page = publicPageOf(location.pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {page.page === 'notFound' && <NotFoundPage />}
        {page.page === 'order' && (
          <OrderPage tenant={page.tenant} options={orderPageOptionsOf(location.search)} />
        )}
        {page.page === 'calendar' && <CalendarPage tenant={page.tenant} />}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

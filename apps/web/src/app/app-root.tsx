import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthContext, type AuthActions } from '@/lib/auth/auth-context';
import { AppThemeProvider } from './theme/app-theme-provider';

/** Providers shared by the app and the start-up error screen. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  auth: AuthActions;
}

export function AppRoot({ queryClient, router, auth }: AppRootProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </AppProviders>
  );
}

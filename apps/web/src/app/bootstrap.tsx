import '@/lib/theme/fonts';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { STAFF_APP_BASE_PATH } from '@syna/contracts/constants';
import { ensureSignedIn, type AuthClient } from '@/lib/auth/auth-client';
import { recordSignIn } from '@/lib/auth/record-sign-in';
import { reportSignInRefusal } from '@/lib/auth/report-sign-in-refusal';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import { readStoredSignIn } from '@/lib/auth/stored-sign-in';
import { CALLBACK_PATH, safeReturnPath } from '@/lib/auth/return-path';
import { loginCheckSucceeded, reloadAfterFailedLoginCheck, sessionEnd } from '@/lib/auth/session-end';
import type { ClientConfig } from '@syna/contracts/client-config';
import { configureHttpClient } from '@/lib/http/http-client';
import { isHttpError } from '@/lib/http/http-error';
import { followUserLanguage, initI18n, translate, withLaterTexts } from '@/lib/i18n/i18n';
import { textsLoaded } from '@/lib/i18n/pending-texts';
import { accountsQuery, initialDataQuery } from '@/lib/session/session-queries';
import { getSelectedTenantId } from '@/lib/session/selected-tenant';
import { showError } from '@/lib/snackbar/snackbar';
import { afterFirstPage } from '@/lib/first-page';
import { AppProviders, AppRoot } from './app-root';
import { ErrorScreen } from './error/error-screen';
import { loadChunk } from './navigation/chunk-loading';
import { startTenant, stripBasename, tenantOfPath, WELCOME_PATH } from './navigation/route-guard';
import { createQueryClient } from '@/lib/http/query-client';
import { createAppRouter } from './router';
import { ProgressBar } from './shell/global-progress';
import { isOffline } from '@/lib/pwa/network';

/** The tenant whose initial data the first page will need, if it can be known already. */
function firstTenant(accounts: Parameters<typeof startTenant>[0]): string | null {
  const pathname = stripBasename(window.location.pathname, STAFF_APP_BASE_PATH) ?? '/';
  const tenantId = pathname === '/' ? startTenant(accounts, getSelectedTenantId()) : tenantOfPath(pathname);
  return tenantId && accounts.some((account) => account.tenant.id === tenantId) ? tenantId : null;
}

/** The first page's route group, loaded with its data: the pick page's, or the dashboard's for `/` too (the guard sends it on). */
function firstPageGroup(pathname: string | null): Promise<unknown> | null {
  if (pathname === null || !/^\/[^/]*\/?$/.test(pathname)) return null;
  return pathname.replace(/\/$/, '') === WELCOME_PATH
    ? import('./route-groups/welcome')
    : import('./route-groups/home');
}

/**
 * Start-up: sign-in is required; then the user's information loads, and the texts of the user's
 * language, and the app mounts.
 * Any failure before the mount shows the error screen. `clientConfig` is the sign-in
 * configuration the entry has asked for already.
 */
export async function startApp(container: HTMLElement, clientConfig: Promise<ClientConfig>): Promise<void> {
  initI18n();
  // English, for an English user, is chunks of its own: they load while sign-in and the user's
  // data do, and fail as a page chunk would.
  const texts = loadChunk('texts', textsLoaded);
  // Awaited below; this only keeps a failure from counting as unhandled before then.
  texts.catch(() => undefined);
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const render = (node: React.ReactNode) =>
    root.render(<AppProviders queryClient={queryClient}>{node}</AppProviders>);
  const showErrorScreen = (error: unknown) => {
    console.error(error);
    render(<ErrorScreen error={error} />);
  };
  // Offline, the copy this device keeps goes into the cache before anything renders and asks for it.
  if (isOffline()) await restoreKeptCopy(queryClient, clientConfig);
  render(<ProgressBar />);

  let auth: AuthClient;
  let completedIdToken: string | undefined;
  try {
    const config = await clientConfig;
    const result = await ensureSignedIn(config, (error) => {
      console.error('Logout failed', error);
      showError(translate('error.logout'));
    });
    if (result.kind === 'redirecting') return;
    if (result.kind === 'refused') {
      void reportSignInRefusal(result.refusal);
      // A reload tries the sign-in again rather than finding a spent callback.
      window.history.replaceState(null, '', result.returnTo);
      // In the person's language when its texts load; in Swedish when they do not.
      await texts.catch(() => undefined);
      // Rare, so not in the first load; the issuer has just answered, so the network is there.
      try {
        const { SignInRefusedScreen } = await withLaterTexts(import('./error/sign-in-refused-screen'));
        render(<SignInRefusedScreen refusal={result.refusal} returnTo={result.returnTo} />);
      } catch (error) {
        showErrorScreen(error);
      }
      return;
    }
    ({ auth, completedIdToken } = result);
  } catch (error) {
    // The token is cleared and the page reloads, once: a spent callback starts afresh at the app's start.
    const reload = () =>
      window.location.pathname === CALLBACK_PATH
        ? window.location.replace(safeReturnPath(undefined))
        : window.location.reload();
    if (reloadAfterFailedLoginCheck({ store: window.sessionStorage, reload })) return;
    showErrorScreen(new Error(translate('error.redirect'), { cause: error }));
    return;
  }
  loginCheckSucceeded(window.sessionStorage);

  configureHttpClient({
    getAccessToken: () => auth.getAccessToken(),
    renewAccessToken: () => auth.renewAccessToken(),
    onSessionExpired: sessionEnd({
      showMessage: () => showError(translate('error.unauthorized')),
      reload: () => window.location.reload(),
    }),
  });
  auth.startTokenCheck();
  if (completedIdToken) await recordSignIn(completedIdToken);

  // The first page's code loads while its data does; the router's own load reports a failure.
  firstPageGroup(stripBasename(window.location.pathname, STAFF_APP_BASE_PATH))?.catch(() => undefined);
  try {
    const accounts = await queryClient.fetchQuery(accountsQuery());
    const tenantId = firstTenant(accounts);
    // Load the first tenant's initial data before mounting; an unknown tenant is the guard's to handle.
    if (tenantId) {
      const data = await queryClient.fetchQuery(initialDataQuery(tenantId)).catch((error: unknown) => {
        if (isHttpError(error) && (error.status === 404 || error.status === 403)) return null;
        throw error;
      });
      // The first page shows in the language the user chose, whatever this browser last knew.
      if (data) await followUserLanguage(data.user.language);
    }
  } catch (error) {
    // Refused even after a renewal, before anything is shown: there is no page to keep yet.
    if (isHttpError(error) && error.kind === 'unauthorized') {
      await auth.signInAgain().catch(showErrorScreen);
      return;
    }
    showErrorScreen(new Error(translate('error.userInfo'), { cause: error }));
    return;
  }
  try {
    await texts;
  } catch (error) {
    showErrorScreen(error);
    return;
  }

  const router = createAppRouter(queryClient);
  root.render(<AppRoot queryClient={queryClient} router={router} auth={auth} />);
  // Once the first page has shown: renewal and sign-out then find the library loaded.
  afterFirstPage(() => auth.prepare());
  // Likewise the service worker and the copy kept on the device (not in the first load).
  afterFirstPage(() => {
    import('@/lib/pwa/offline-app')
      .then(({ startOfflineApp }) => startOfflineApp(queryClient, auth.subject()))
      .catch((error: unknown) => console.warn('The offline app could not start', error));
  });
}

/** Puts the signed-in user's copy kept on the device (src/lib/pwa) into the cache. */
async function restoreKeptCopy(queryClient: QueryClient, clientConfig: Promise<ClientConfig>): Promise<void> {
  try {
    const subject = readStoredSignIn(await clientConfig, signInStorage())?.subject;
    if (subject) await (await import('@/lib/pwa/offline-app')).restoreOfflineCopy(queryClient, subject);
  } catch {
    // Without the configuration the start below shows its error screen.
  }
}

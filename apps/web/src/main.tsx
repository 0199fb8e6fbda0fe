import { fetchClientConfig } from './lib/auth/client-config';
import { signInStorage } from './lib/auth/sign-in-storage';
import { mayBeSignedIn } from './lib/auth/stored-sign-in';

/**
 * The entry decides what to load: a tab that may be signed in (or is coming back from signing in)
 * loads the staff app; a tab without a sign-in loads only the redirect to the issuer's sign-in
 * form, not the whole app just to leave it (budgets in scripts/check-budgets.mjs).
 */
async function start(container: HTMLElement): Promise<void> {
  // Asked at once, while the code that needs it loads (one round trip less on a slow network).
  const config = fetchClientConfig();
  // Awaited below; this only keeps a failure from counting as unhandled before then.
  config.catch(() => undefined);
  if (!mayBeSignedIn(window.location, signInStorage())) {
    try {
      await (await import('./lib/auth/sign-in-redirect')).startSignIn(await config);
      return;
    } catch (error) {
      // The app tries again and shows its error screen if the sign-in still cannot start.
      console.error('Sign-in redirect failed', error);
    }
  }
  await (await import('./app/bootstrap')).startApp(container, config);
}

const container = document.getElementById('root');
if (container) void start(container);

import { accountEndpoints } from '@syna/contracts/endpoints/account';
import { callEndpoint } from '@/lib/http/endpoint-client';

/**
 * Tells the server a sign-in has completed, so that it takes the user's name, e-mail and picture
 * afresh from the ID token. A failure only keeps the profile as it was: the app starts anyway.
 */
export async function recordSignIn(idToken: string): Promise<void> {
  try {
    await callEndpoint(accountEndpoints.signedIn, { body: { idToken } }, { notify: false });
  } catch (error) {
    console.error('Profile refresh after sign-in failed', error);
  }
}

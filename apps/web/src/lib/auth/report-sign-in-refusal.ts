import { CLIENT_VERSION, CLIENT_VERSION_HEADER, HTTP_TIMEOUT_MS } from '@syna/contracts/constants';
import { accountEndpoints } from '@syna/contracts/endpoints/account';
import type { SignInRefusal } from '@syna/contracts/sign-in';

/**
 * Tells the server that the issuer refused the sign-in, so that the operator finds it in the log:
 * only the browser saw the issuer's answer. A plain `fetch`, as nobody is signed in; a failure
 * changes nothing for the person, who sees the refusal either way.
 */
export async function reportSignInRefusal(refusal: SignInRefusal): Promise<void> {
  try {
    await fetch(accountEndpoints.refusedSignIn.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
      body: JSON.stringify(refusal),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('The refused sign-in could not be reported', error);
  }
}

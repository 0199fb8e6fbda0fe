import type { SigninRedirectArgs, SigninSilentArgs, SignoutRedirectArgs } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';

// The requests' arguments, with no code of the sign-in library: the app's entry renews and signs
// out through these before the library has loaded.

/** 32 random bytes as hex: a nonce no other request can have. */
function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The authorization request beyond the settings. A nonce of its own, which the library keeps with
 * the request's state and requires in the ID token (several issuers refuse `openid` without one);
 * and the operator's extra parameters (`resource`, `audience`), here rather than in the settings,
 * where the library would add them to the end-session request as well.
 */
export function signInRequest(config: ClientConfig, returnTo: string): SigninRedirectArgs {
  return { state: { returnTo }, nonce: newNonce(), extraQueryParams: config.oidc.extraAuthParams };
}

/** A renewal asks for the same resource (RFC 8707), so that the new access token keeps its audience. */
export function refreshRequest(config: ClientConfig): SigninSilentArgs {
  const { resource } = config.oidc.extraAuthParams;
  return resource ? { resource } : {};
}

/**
 * The end-session request: the ID token as hint (read before the sign-in is forgotten); a state,
 * because some issuers return to the post-logout address only with one and otherwise leave the
 * user on their own page.
 */
export const signOutRequest = (idToken?: string): SignoutRedirectArgs => ({
  state: { signedOut: true },
  ...(idToken ? { id_token_hint: idToken } : {}),
});

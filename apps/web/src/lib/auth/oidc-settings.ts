import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import { CALLBACK_PATH } from './return-path';

/** Authorization code + PKCE against the configured issuer; renewal is ours, not the library's. */
export function userManagerSettings(
  config: ClientConfig,
  origin: string,
  store: Storage,
): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    // Where sign-in-storage.ts says: a tab's own (it renews its own refresh token), or the installed
    // app's, which its windows share and renew one at a time (renewSignIn in sign-in-redirect.ts).
    userStore: new WebStorageStateStore({ store }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  };
}

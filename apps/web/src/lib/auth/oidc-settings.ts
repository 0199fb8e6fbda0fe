import type { OidcClientSettings } from 'oidc-client-ts';
import type { ClientConfig } from '@syna/contracts/client-config';
import { CALLBACK_PATH } from './return-path';

/**
 * Authorization code + PKCE against the configured issuer, for the library's `OidcClient`; keeping
 * the sign-in and renewing it are ours (sign-in-redirect.ts), not the library's.
 */
export function oidcClientSettings(config: ClientConfig, origin: string): OidcClientSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    loadUserInfo: false,
  };
}

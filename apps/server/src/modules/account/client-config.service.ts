import { CLIENT_VERSION } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import type { AppConfig } from '../../config.ts';
import { embeddedIssuerUrl } from '../../idp/embedded-issuer.ts';
import { CLIENT_SCOPES } from '../../idp/issuer-provider.ts';

/**
 * Where the staff app signs in: the external issuer, or the embedded one at the address the app
 * was opened at (`publicUrl`), so that discovery stays on the page's own origin.
 */
export function clientConfigOf(config: AppConfig, publicUrl: string): ClientConfig {
  const { oidc } = config;
  const [authority, scope] =
    oidc.kind === 'external'
      ? [oidc.issuer, oidc.scopes]
      : [embeddedIssuerUrl(publicUrl, oidc), CLIENT_SCOPES.join(' ')];
  const extraAuthParams = oidc.kind === 'external' ? (oidc.extraAuthParams ?? {}) : {};
  return { oidc: { authority, clientId: oidc.clientId, scope, extraAuthParams }, version: CLIENT_VERSION };
}

import { CLIENT_VERSION } from '@syna/contracts/constants';
import type { ClientConfig } from '@syna/contracts/client-config';
import type { AppConfig } from '../../config.ts';
import { embeddedIssuerUrl } from '../../idp/embedded-issuer.ts';

/** Where the staff app signs in: the external issuer, or the embedded one. */
export function clientConfigOf(config: AppConfig): ClientConfig {
  const authority = config.oidc.kind === 'external' ? config.oidc.issuer : embeddedIssuerUrl(config);
  return {
    oidc: { authority, clientId: config.oidc.clientId, scope: 'openid profile email offline_access' },
    version: CLIENT_VERSION,
  };
}

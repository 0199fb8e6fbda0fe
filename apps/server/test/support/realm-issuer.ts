import { EMBEDDED_API_AUDIENCE, EMBEDDED_CLIENT_ID, type OidcConfig } from '../../src/config.ts';

/** Where the embedded issuer is mounted when it plays a Keycloak realm. */
export const REALM_PATH = '/realms/syna';

/**
 * The embedded issuer as a Keycloak realm: an issuer with a path, signing in a staff app that
 * another server serves at `appUrl`, which trusts it as its external issuer.
 */
export const realmIssuerOidc = (appUrl: string): OidcConfig => ({
  kind: 'embedded',
  clientId: EMBEDDED_CLIENT_ID,
  audience: EMBEDDED_API_AUDIENCE,
  path: REALM_PATH,
  appUrl,
});

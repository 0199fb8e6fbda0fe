import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_VERSION } from '@syna/contracts/constants';
import { clientConfigSchema } from '@syna/contracts/client-config';
import type { AppConfig } from '../../config.ts';
import { PUBLIC } from '../../platform/http/access.ts';
import { embeddedIssuerUrl } from '../../idp/embedded-issuer.ts';

/** Tells the staff app where to sign in: the external issuer, or the embedded one. */
export function clientConfigRoutes(config: AppConfig) {
  return async (app: FastifyInstance): Promise<void> => {
    const authority = config.oidc.kind === 'external' ? config.oidc.issuer : embeddedIssuerUrl(config);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/client-config',
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['account'],
          summary: 'Sign-in settings for the staff app',
          response: { 200: clientConfigSchema },
        },
      },
      async () => ({
        oidc: { authority, clientId: config.oidc.clientId, scope: 'openid profile email offline_access' },
        version: CLIENT_VERSION,
      }),
    );
  };
}

import { z } from 'zod';

/** `GET /v1/client-config` (public): what the staff app needs to sign in before it can call the API. */
export const clientConfigSchema = z
  .object({
    oidc: z.object({
      /** Issuer URL; the embedded issuer is `${origin}/oidc`. */
      authority: z.string(),
      clientId: z.string(),
      scope: z.string(),
      /** Further parameters of every authorization request (`resource`, `audience`, …). */
      extraAuthParams: z.record(z.string(), z.string()),
    }),
    version: z.string(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { initialDataSchema } from '@syna/contracts/initial-data';
import { MEMBER } from '../../platform/http/access.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { listUserAccounts } from '../tenancy/tenant.repo.ts';

const tenantParams = z.object({ tenant: z.string() });

/** `GET /{tenant}/v1/vb`: the initial data the staff app loads before it mounts. */
export async function initialDataRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:tenant/v1/vb',
    {
      config: { access: MEMBER },
      schema: {
        tags: ['vb'],
        summary: 'Initial data: tenant, assets, features, accounts, user, roles, permissions',
        params: tenantParams,
        response: { 200: initialDataSchema },
      },
    },
    async (request) => {
      const { tx, tenant, user, roles, permissions, features } = tenantRequest(request);
      return {
        tenant,
        assets: { avatar: user.picture, logo: tenant.icon },
        features,
        accounts: await listUserAccounts(tx, user.id),
        user,
        roles,
        permissions,
      };
    },
  );
}

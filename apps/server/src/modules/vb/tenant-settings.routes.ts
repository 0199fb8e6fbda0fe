import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantSettingsChangeSchema, tenantSettingsSchema } from '@syna/contracts/tenant';
import { ADMIN } from '../../platform/http/access.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { changeTenantSettings } from './tenant-settings.service.ts';

const tenantParams = z.object({ tenant: z.string() });

/** The organisation's settings (order page, invoicing, booking calendar), kept by administrators. */
export async function tenantSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vb'];

  api.get(
    '/:tenant/v1/vb/admin/settings',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'The organisation’s settings, every one with its value or default',
        params: tenantParams,
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request) => tenantRequest(request).tenant.settings,
  );

  api.put(
    '/:tenant/v1/vb/admin/settings',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change settings: the ones sent change, the rest stay; answers all of them',
        params: tenantParams,
        body: tenantSettingsChangeSchema,
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request) => {
      const { tx, tenant } = tenantRequest(request);
      return changeTenantSettings(tx, tenant, request.body);
    },
  );
}

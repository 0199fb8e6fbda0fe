import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema, userSchema, userSettingsSchema } from '@syna/contracts/user';
import { featureSchema, userFeatureCreateSchema, userFeatureSchema } from '@syna/contracts/initial-data';
import { listResponseSchema } from '@syna/contracts/list';
import { ADMIN, MEMBER } from '../../platform/http/access.ts';
import { notFound } from '../../platform/http/problem.ts';
import { tenantRequest } from '../tenancy/tenant-request.ts';
import { listTenantFeatures } from '../tenancy/tenant-features.repo.ts';
import { toUser, updateUser } from '../users/user.repo.ts';
import { deleteUserFeature, listUserFeatures, upsertUserFeature } from '../users/user-features.repo.ts';

const tenantParams = z.object({ tenant: z.string() });
const featureParams = tenantParams.extend({ id: z.uuid() });
const profileImagesSchema = z.object({ avatar: z.string().nullable(), logo: z.string().nullable() });

/** The caller's own profile and settings, and the features of the organisation. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vb'];

  api.get(
    '/:tenant/v1/vb/admin/profile',
    {
      config: { access: MEMBER },
      schema: { tags, summary: 'The caller’s profile', params: tenantParams, response: { 200: userSchema } },
    },
    async (request) => tenantRequest(request).user,
  );

  api.post(
    '/:tenant/v1/vb/admin/profile',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Update the caller’s profile and user settings',
        params: tenantParams,
        body: profileUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { tx, user } = tenantRequest(request);
      const { properties, ...profile } = request.body;
      // undefined leaves a name part as it is; null clears it.
      const firstName = profile.firstName !== undefined ? profile.firstName : user.firstName;
      const lastName = profile.lastName !== undefined ? profile.lastName : user.lastName;
      const namePartsChanged = profile.firstName !== undefined || profile.lastName !== undefined;
      const nameFromParts = [firstName, lastName].filter(Boolean).join(' ');
      const name = profile.name ?? (namePartsChanged && nameFromParts ? nameFromParts : user.name);
      const current = user.properties;
      const updated = await updateUser(tx, user.id, {
        ...profile,
        name,
        properties: userSettingsSchema.parse({ ...current, ...properties }),
      });
      return toUser(updated);
    },
  );

  api.get(
    '/:tenant/v1/vb/admin/profile/images',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The caller’s profile picture and the organisation logo',
        params: tenantParams,
        response: { 200: profileImagesSchema },
      },
    },
    async (request) => {
      const { user, tenant } = tenantRequest(request);
      return { avatar: user.picture, logo: tenant.icon };
    },
  );

  api.get(
    '/:tenant/v1/vb/admin/profile/features',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Properties on the caller’s profile in this organisation',
        params: tenantParams,
        response: { 200: listResponseSchema(userFeatureSchema) },
      },
    },
    async (request) => {
      const { tx, user } = tenantRequest(request);
      const items = await listUserFeatures(tx, user.id);
      return { items, total: items.length };
    },
  );

  api.post(
    '/:tenant/v1/vb/admin/profile/features',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Add a property to the caller’s profile',
        params: tenantParams,
        body: userFeatureCreateSchema,
        response: { 201: userFeatureSchema },
      },
    },
    async (request, reply) => {
      const { tx, user, tenant } = tenantRequest(request);
      const feature = await upsertUserFeature(tx, tenant.id, user.id, request.body);
      void reply.code(201);
      return feature;
    },
  );

  api.delete(
    '/:tenant/v1/vb/admin/profile/features/:id',
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'Remove a property from the caller’s profile',
        params: featureParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { tx, user } = tenantRequest(request);
      if (!(await deleteUserFeature(tx, user.id, request.params.id))) throw notFound('Egenskapen finns inte');
      void reply.code(204);
      return null;
    },
  );

  api.get(
    '/:tenant/v1/vb/admin/features',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Features of the organisation',
        params: tenantParams,
        response: { 200: listResponseSchema(featureSchema) },
      },
    },
    async (request) => {
      const items = await listTenantFeatures(tenantRequest(request).tx);
      return { items, total: items.length };
    },
  );
}

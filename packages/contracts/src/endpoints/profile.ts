import { z } from 'zod';
import { initialDataSchema, userFeatureCreateSchema, userFeatureSchema } from '../initial-data.ts';
import { listResponseSchema } from '../list.ts';
import { profileUpdateSchema, userSchema } from '../user.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'vb';
const featureParams = tenantParams.extend({ id: z.uuid() });

/** The caller's profile picture and the organisation's logo. */
export const profileImagesSchema = z.object({ avatar: z.string().nullable(), logo: z.string().nullable() });
export type ProfileImages = z.infer<typeof profileImagesSchema>;

/**
 * The caller in an organisation: what the staff app loads before it mounts, the caller's own
 * profile and settings, and the properties they add to it.
 */
export const profileEndpoints = {
  initialData: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb',
    access: MEMBER,
    service,
    summary: 'Initial data: tenant, assets, features, accounts, user, roles, permissions',
    params: tenantParams,
    response: initialDataSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/profile',
    access: MEMBER,
    service,
    summary: 'The caller’s profile',
    params: tenantParams,
    response: userSchema,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/profile',
    access: MEMBER,
    service,
    summary: 'Update the caller’s profile and user settings',
    params: tenantParams,
    body: profileUpdateSchema,
    response: userSchema,
  }),
  images: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/profile/images',
    access: MEMBER,
    service,
    summary: 'The caller’s profile picture and the organisation logo',
    params: tenantParams,
    response: profileImagesSchema,
  }),
  features: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/profile/features',
    access: MEMBER,
    service,
    summary: 'Properties on the caller’s profile in this organisation',
    params: tenantParams,
    response: listResponseSchema(userFeatureSchema),
  }),
  addFeature: endpoint({
    method: 'POST',
    path: '/:tenant/v1/vb/admin/profile/features',
    access: MEMBER,
    service,
    summary: 'Add a property to the caller’s profile',
    params: tenantParams,
    body: userFeatureCreateSchema,
    status: 201,
    response: userFeatureSchema,
  }),
  removeFeature: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/vb/admin/profile/features/:id',
    access: MEMBER,
    service,
    summary: 'Remove a property from the caller’s profile',
    params: featureParams,
    status: 204,
  }),
};

import { z } from 'zod';
import { accountSchema, tenantSchema } from './tenant.ts';
import { userSchema } from './user.ts';

/** `GET /{tenant}/v1/vb`: everything the staff app needs before it mounts. */
export const initialDataSchema = z
  .object({
    tenant: tenantSchema,
    assets: z.object({ avatar: z.string().nullable(), logo: z.string().nullable() }),
    features: z.array(z.string()),
    accounts: z.array(accountSchema),
    user: userSchema,
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'InitialData' });
export type InitialData = z.infer<typeof initialDataSchema>;

export const featureSchema = z
  .object({ id: z.string(), name: z.string(), enabled: z.boolean() })
  .meta({ id: 'Feature' });
export type Feature = z.infer<typeof featureSchema>;

/** A property a user adds to their own profile in one organisation (spec "user feature"). */
export const userFeatureSchema = z
  .object({ id: z.string(), name: z.string(), value: z.string().nullable() })
  .meta({ id: 'UserFeature' });
export type UserFeature = z.infer<typeof userFeatureSchema>;

/**
 * The profile property that states a member's certification (e.g. "SBR-certifierad
 * överlåtelsebesiktningsman, nr 1234"): the report's signature prints the inspector's.
 */
export const CERTIFICATION_PROPERTY = 'certification';

export const userFeatureCreateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[a-zA-Z0-9_.-]+$/),
    value: z.string().max(500).nullable().default(null),
  })
  .meta({ id: 'UserFeatureCreate' });
export type UserFeatureCreate = z.infer<typeof userFeatureCreateSchema>;

import { z } from 'zod';

/** Tenant ids appear in URLs: lower-case letters, digits and dashes. */
export const TENANT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const tenantIdSchema = z.string().regex(TENANT_ID_PATTERN);

/** Tenant settings of spec §3. Later issues validate bankgiro/plusgiro checksums here too. */
export const tenantSettingsSchema = z
  .object({
    orderCompletedHeader: z.string().max(200).nullable().default(null),
    orderCompletedText: z.string().max(5000).nullable().default(null),
    privacyPolicy: z.string().max(20000).nullable().default(null),
    orderDispatcherEmail: z.email().nullable().default(null),
    invoiceBankgiro: z.string().max(20).nullable().default(null),
    invoicePlusgiro: z.string().max(20).nullable().default(null),
    'order.calendar.enabled': z.boolean().default(false),
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const tenantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    email: z.string().nullable(),
    address: z.object({ value: z.string().nullable() }),
    settings: tenantSettingsSchema,
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

export const accountSchema = z
  .object({
    id: z.string(),
    tenant: z.object({ id: z.string(), name: z.string() }),
    name: z.string(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const organizationCreateSchema = z
  .object({
    id: tenantIdSchema,
    name: z.string().trim().min(2).max(120),
    email: z.email().optional(),
    address: z.string().trim().max(300).optional(),
  })
  .meta({ id: 'OrganizationCreate' });
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

import { z } from 'zod';
import { ASSET_NAME_PATTERN } from './content.ts';
import { clearableOr, clearableText } from './text.ts';

/** An organisation's name: as when it was created (`organizationCreateSchema`). */
export const ORGANIZATION_NAME_MIN = 2;
export const ORGANIZATION_NAME_MAX = 120;
export const ORGANIZATION_ADDRESS_MAX = 300;
/** The longest statement of the firm's liability insurance, as the report's signature prints it. */
export const ORGANIZATION_INSURANCE_MAX = 300;

/**
 * `GET /{tenant}/v1/account/user/organization`: the organisation as its members see it. `logo` is
 * the address of its logo image, readable without signing in (the public order page shows it).
 */
export const organizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    address: z.object({ value: z.string().nullable() }),
    /** The firm's liability insurance, as the report's signature block states it. */
    insurance: z.string().nullable(),
    logo: z.string().nullable(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

/**
 * Body of `POST /{tenant}/v1/account/user/organization`: the fields to change; the others stay.
 * `logo` names an image uploaded with access ANONYMOUS (`POST /{tenant}/v1/content`); null
 * removes the logo.
 */
export const organizationUpdateSchema = z
  .object({
    name: z
      .string({ error: 'organisation.organisationNameMissing' })
      .trim()
      .min(ORGANIZATION_NAME_MIN, 'validation.tooShort')
      .max(ORGANIZATION_NAME_MAX, 'validation.tooLong')
      .optional(),
    email: clearableOr(z.email({ error: 'validation.email' })),
    address: clearableText(ORGANIZATION_ADDRESS_MAX, 'validation.tooLong'),
    insurance: clearableText(ORGANIZATION_INSURANCE_MAX, 'validation.tooLong'),
    logo: z
      .string()
      .regex(ASSET_NAME_PATTERN, { error: 'organisation.imageNameInvalid' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'OrganizationUpdate' });
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
export type OrganizationUpdateBody = z.input<typeof organizationUpdateSchema>;

import { z } from 'zod';
import { addressSchema } from './address.ts';
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { noticeChoicesSchema } from './notices.ts';
import { START_VIEWS } from './user-values.ts';

export { START_VIEWS, type StartView } from './user-values.ts';

/** A user's own settings, kept in `user.properties`. */
export const userSettingsSchema = z
  .object({
    geolocation: z.boolean().default(false),
    darkTheme: z.boolean().default(false),
    startView: z.enum(START_VIEWS).default('assignments'),
    homeAddress: z.nullish(addressSchema).transform((value) => value ?? null),
    /** Which notices the user gets, in the app and by e-mail. */
    notices: noticeChoicesSchema.prefault({}),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSchema = z
  .object({
    id: z.string(),
    sub: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    initials: z.string().nullable(),
    picture: z.string().nullable(),
    properties: userSettingsSchema,
    /** The language the user chose for the app, its texts and what the server answers them; null: the browser's. */
    language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const nameField = z.string().trim().min(1).max(100);
/** A name part that may be cleared: a blank or null value removes it. */
const clearableNameField = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((value) => (value ? value : null));

/** Body of `POST /{tenant}/v1/vb/admin/profile`: profile fields and user settings, all optional. */
export const profileUpdateSchema = z
  .object({
    firstName: clearableNameField.optional(),
    lastName: clearableNameField.optional(),
    name: nameField.optional(),
    // A link the staff app shows as an image: only web addresses, never `javascript:` or `data:`.
    picture: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    properties: userSettingsSchema.partial().optional(),
    /** `sv` or `en`; null returns the choice to the browser's language. */
    language: z.enum(SUPPORTED_LANGUAGES).nullable().optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

import { z } from 'zod';
import { addressSchema } from './address.ts';

export const START_VIEWS = ['assignments', 'calendar', 'inbox'] as const;
export type StartView = (typeof START_VIEWS)[number];

/** The user settings of spec §3, kept in `user.properties`. */
export const userSettingsSchema = z
  .object({
    geolocation: z.boolean().default(false),
    darkTheme: z.boolean().default(false),
    startView: z.enum(START_VIEWS).default('assignments'),
    homeAddress: addressSchema.nullish().transform((value) => value ?? null),
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
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const nameField = z.string().trim().min(1).max(100);

/** Body of `POST /{tenant}/v1/vb/admin/profile`: profile fields and user settings, all optional. */
export const profileUpdateSchema = z
  .object({
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    name: nameField.optional(),
    picture: z.url().max(2000).nullable().optional(),
    properties: userSettingsSchema.partial().optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Avatar initials: from initials, else first and last name, else name (spec §9). */
export function avatarInitials(user: Pick<User, 'initials' | 'firstName' | 'lastName' | 'name'>): string {
  if (user.initials?.trim()) return user.initials.trim().toUpperCase();
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

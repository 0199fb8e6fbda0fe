import { userSettingsSchema, type User } from '@syna/contracts/user';
import type { users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;

/** Maps a stored user to the contract shape; unknown or missing settings take their defaults. */
export function toUser(row: UserRow): User {
  const parsed = userSettingsSchema.safeParse(row.properties);
  return {
    id: row.id,
    sub: row.sub ?? '',
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    initials: row.initials,
    picture: row.picture,
    properties: parsed.success ? parsed.data : userSettingsSchema.parse({}),
    language: row.language ?? null,
  };
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) => new Date(String(value));

/** A user row read as JSON (`row_to_json(users)`), as one hand-written statement returns it. */
export const userRowFromJson = (row: Record<string, unknown>): UserRow => ({
  id: String(row.id),
  issuer: text(row.issuer),
  sub: String(row.sub),
  email: text(row.email),
  emailVerified: row.email_verified === true,
  name: String(row.name),
  firstName: text(row.first_name),
  lastName: text(row.last_name),
  initials: text(row.initials),
  picture: text(row.picture),
  properties: (row.properties ?? {}) as Record<string, unknown>,
  language: row.language === 'sv' || row.language === 'en' ? row.language : null,
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
  lastSignInAt: row.last_sign_in_at ? date(row.last_sign_in_at) : null,
  dataVersion: Number(row.data_version),
});

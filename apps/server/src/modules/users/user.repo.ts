import { eq } from 'drizzle-orm';
import { userSettingsSchema, type User } from '@syna/contracts/user';
import type { Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;

/** Maps a stored user to the contract shape; unknown or missing settings take their defaults. */
export function toUser(row: UserRow): User {
  const parsed = userSettingsSchema.safeParse(row.properties);
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    initials: row.initials,
    picture: row.picture,
    properties: parsed.success ? parsed.data : userSettingsSchema.parse({}),
  };
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The display name a token's claims give: its name, else given and family name, else e-mail. */
const nameOf = (claims: VerifiedClaims): string | undefined =>
  claims.name ?? ([claims.given_name, claims.family_name].filter(Boolean).join(' ') || claims.email);

/** A picture claim the staff app may show: web addresses only (never `javascript:` or `data:`). */
function pictureOf(claims: VerifiedClaims): string | undefined {
  if (!claims.picture) return undefined;
  try {
    return ['https:', 'http:'].includes(new URL(claims.picture).protocol) ? claims.picture : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the claims vouch for their e-mail: only an explicit `email_verified: true` does. */
const emailVerifiedOf = (claims: VerifiedClaims): boolean =>
  claims.email !== undefined && claims.email_verified === true;

/** Creates the user on first sign-in from the token's claims (system scope only). */
export async function provisionUser(tx: Tx, claims: VerifiedClaims): Promise<UserRow> {
  const name = nameOf(claims) ?? claims.sub;
  await tx
    .insert(users)
    .values({
      sub: claims.sub,
      email: claims.email ?? null,
      emailVerified: emailVerifiedOf(claims),
      name,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      picture: pictureOf(claims) ?? null,
    })
    .onConflictDoNothing({ target: users.sub });
  const [row] = await tx.select().from(users).where(eq(users.sub, claims.sub));
  return row!;
}

/**
 * A completed sign-in: takes the name, e-mail and picture the issuer keeps for the user (from its
 * ID token; what the token does not carry stays as it was) and records when it happened.
 */
export async function recordSignInOf(tx: Tx, id: string, claims: VerifiedClaims, at: Date): Promise<UserRow> {
  const changes = {
    email: claims.email,
    // A new or re-sent address is verified only when this token says so.
    emailVerified: claims.email === undefined ? undefined : emailVerifiedOf(claims),
    name: nameOf(claims),
    firstName: claims.given_name,
    lastName: claims.family_name,
    picture: pictureOf(claims),
  };
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return updateUser(tx, id, { ...present, lastSignInAt: at });
}

export async function updateUser(
  tx: Tx,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      | 'email'
      | 'emailVerified'
      | 'name'
      | 'firstName'
      | 'lastName'
      | 'picture'
      | 'properties'
      | 'lastSignInAt'
    >
  >,
): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

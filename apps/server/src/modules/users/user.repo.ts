import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/database.ts';
import type { VerifiedClaims } from '../../platform/auth/token-verifier.ts';
import { userIdentityLinks, users, type IdentityLinkReason } from './users.tables.ts';
import type { UserRow } from './user-shape.ts';

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

/**
 * Whether the claims vouch for their e-mail: only an explicit `email_verified` true does, as a
 * boolean or as the string `"true"` (which some issuers, Glewlwyd among them, can only emit).
 */
export const emailVerifiedOf = (claims: VerifiedClaims): boolean =>
  claims.email !== undefined && (claims.email_verified === true || claims.email_verified === 'true');

/** The user of an identity, or null (system scope: provisioning, before the caller is known). */
export async function findUserByIdentity(tx: Tx, issuer: string, sub: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.sub, sub)));
  return row ?? null;
}

/**
 * Records the issuer of a row from before issuers were recorded (migration 0030), at the first
 * sign-in with its subject: the install's issuer then is the one that assigned it. Null if none.
 */
export async function adoptUnissuedUser(tx: Tx, issuer: string, sub: string): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ issuer })
    .where(and(isNull(users.issuer), eq(users.sub, sub)))
    .returning();
  return row ?? null;
}

/** Creates the user of an identity from the token's claims, or finds the one a parallel request made. */
export async function insertUser(tx: Tx, claims: VerifiedClaims): Promise<UserRow> {
  const name = nameOf(claims) ?? claims.sub;
  await tx
    .insert(users)
    .values({
      issuer: claims.issuer,
      sub: claims.sub,
      email: claims.email ?? null,
      emailVerified: emailVerifiedOf(claims),
      name,
      firstName: claims.given_name ?? null,
      lastName: claims.family_name ?? null,
      picture: pictureOf(claims) ?? null,
    })
    .onConflictDoNothing({ target: [users.issuer, users.sub] });
  return (await findUserByIdentity(tx, claims.issuer, claims.sub))!;
}

/**
 * The users of other issuers (or of none recorded) whose e-mail, verified by their issuer, is
 * `email`: at most two, locked, enough to tell one from several.
 */
export async function lockUsersWithVerifiedEmail(tx: Tx, email: string, issuer: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.emailVerified, true),
        or(isNull(users.issuer), ne(users.issuer, issuer)),
        // A row whose identity a link code moved away is nobody's any more.
        isNotNull(users.sub),
      ),
    )
    .limit(2)
    .for('update');
}

/**
 * Moves a user to a new identity, keeping the one it had in `user_identity_links` for audit. Its
 * id stays, and with it everything that points at the user: memberships, roles, authored work.
 */
export async function moveUserIdentity(
  tx: Tx,
  user: UserRow,
  identity: { issuer: string; sub: string },
  reason: IdentityLinkReason,
): Promise<UserRow> {
  await tx.insert(userIdentityLinks).values({
    userId: user.id,
    previousIssuer: user.issuer,
    // A user with memberships always has a subject; only a row whose identity moved away has none.
    previousSubject: user.sub ?? '',
    issuer: identity.issuer,
    subject: identity.sub,
    reason,
  });
  const [row] = await tx
    .update(users)
    .set({ issuer: identity.issuer, sub: identity.sub, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
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
      | 'language'
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

/**
 * Links the caller, who is in no firm, to the one user of another issuer with the e-mail the
 * caller's row now holds verified (migration 0045); the caller's row from the failed first
 * sign-in goes. Answers the linked user's id, for whom the transaction then runs, or null.
 */
export async function linkCallerByVerifiedEmail(tx: Tx, requestId: string): Promise<string | null> {
  const [row] = await queryRows<{ linked: string | null }>(
    tx,
    sql`SELECT app_link_caller_by_verified_email(${requestId}) AS linked`,
  );
  return row?.linked ?? null;
}

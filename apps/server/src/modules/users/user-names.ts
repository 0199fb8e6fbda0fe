import { type Column, type SQL, inArray, sql } from 'drizzle-orm';
import type { Language } from '@syna/contracts/constants';
import type { Tx } from '../../platform/db/database.ts';
import { DEFAULT_LANGUAGE } from '../../platform/http/request-language.ts';
import { users } from './users.tables.ts';

// The people a list names, read beside another module's rows in the same statement: the list stays
// one query, and the SQL that reads the users table stays here. Row-level security on users hides
// a former member from the firm, whose name then reads null.

/** The name of the user whose id is in `userId`, or null when there is none the firm may see. */
export function userNameOf(userId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/** The e-mail of the user whose id is in `userId`, or null (none the firm may see, or no e-mail). */
export function userEmailOf(userId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/** The ids of the users whose e-mail is `email` (lower case), for a condition `… IN (…)`. */
export function usersWithEmail(email: string): SQL {
  return sql`(SELECT ${users.id} FROM ${users} WHERE lower(${users.email}) = ${email})`;
}

/** A person a list names, or null when `userNameOf` found no one. */
export function namedUser(id: string | null, name: string | null): { id: string; name: string } | null {
  return id !== null && name !== null ? { id, name } : null;
}

/**
 * The language each of the users chose in their settings, for what the server tells them outside
 * their own requests (a notification); Swedish, the firms' default, for one who chose none.
 */
export async function chosenLanguages(tx: Tx, userIds: readonly string[]): Promise<Map<string, Language>> {
  const rows = userIds.length
    ? await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(inArray(users.id, [...userIds]))
    : [];
  const chosen = new Map(rows.map((row) => [row.id, row.language]));
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? DEFAULT_LANGUAGE]));
}

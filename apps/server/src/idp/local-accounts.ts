import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../platform/db/database.ts';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt parameters (N=2^15, r=8, p=1): about 50 ms and 32 MiB per hash on these machines. */
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url), so the cost can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface LocalAccount {
  sub: string;
  email: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  /** Whether the owner of the e-mail address has shown so by following a link sent to it. */
  emailVerified: boolean;
}

interface LocalAccountRow {
  sub: string;
  email: string;
  name: string;
  given_name: string | null;
  family_name: string | null;
  password_hash: string;
  email_verified_at: Date | string | null;
}

const toAccount = (row: LocalAccountRow): LocalAccount => ({
  sub: row.sub,
  email: row.email,
  name: row.name,
  givenName: row.given_name,
  familyName: row.family_name,
  emailVerified: row.email_verified_at !== null,
});

export interface NewLocalAccount {
  email: string;
  givenName: string;
  familyName: string;
}

/** The columns and values of a new account, for an INSERT. */
function newAccountValues(input: NewLocalAccount, passwordHash: string, emailVerified: boolean) {
  const name = `${input.givenName} ${input.familyName}`.trim();
  return sql`(email, password_hash, given_name, family_name, name, email_verified_at)
    VALUES (${input.email}, ${passwordHash}, ${input.givenName || null}, ${input.familyName || null}, ${name},
            ${emailVerified ? sql`now()` : null})`;
}

/**
 * An account set up by an administrator (the first-owner command, the demo seed), who vouches
 * for the e-mail address: it is verified from the start. An e-mail taken already fails (unique).
 */
export async function createLocalAccount(
  tx: Tx,
  input: NewLocalAccount & { password: string },
): Promise<LocalAccount> {
  const values = newAccountValues(input, await hashPassword(input.password), true);
  const [row] = await queryRows<LocalAccountRow>(
    tx,
    sql`INSERT INTO idp_local_accounts ${values} RETURNING *`,
  );
  return toAccount(row!);
}

/**
 * A signed-up account, its e-mail not verified yet; null when the e-mail signs in already (in any
 * case), so that the sign-up can answer the same either way.
 */
export async function insertSignedUpAccount(
  tx: Tx,
  input: NewLocalAccount,
  passwordHash: string,
): Promise<LocalAccount | null> {
  const [row] = await queryRows<LocalAccountRow>(
    tx,
    sql`INSERT INTO idp_local_accounts ${newAccountValues(input, passwordHash, false)}
        ON CONFLICT ((lower(email))) DO NOTHING
        RETURNING *`,
  );
  return row ? toAccount(row) : null;
}

export async function findLocalAccountByEmail(tx: Tx, email: string): Promise<LocalAccount | null> {
  const [row] = await queryRows<LocalAccountRow>(
    tx,
    sql`SELECT * FROM idp_local_accounts WHERE lower(email) = lower(${email.trim()})`,
  );
  return row ? toAccount(row) : null;
}

/** Marks the account's e-mail verified (keeping the first time it was). */
export async function markEmailVerified(tx: Tx, sub: string): Promise<void> {
  await tx.execute(
    sql`UPDATE idp_local_accounts SET email_verified_at = coalesce(email_verified_at, now())
        WHERE sub::text = ${sub}`,
  );
}

export async function setPassword(tx: Tx, sub: string, passwordHash: string): Promise<void> {
  await tx.execute(
    sql`UPDATE idp_local_accounts SET password_hash = ${passwordHash} WHERE sub::text = ${sub}`,
  );
}

export async function findLocalAccount(tx: Tx, sub: string): Promise<LocalAccount | null> {
  const [row] = await queryRows<LocalAccountRow>(
    tx,
    sql`SELECT * FROM idp_local_accounts WHERE sub::text = ${sub}`,
  );
  return row ? toAccount(row) : null;
}

/** The account whose e-mail and password match, or null; the same work is done for unknown e-mails. */
export async function authenticateLocalAccount(
  tx: Tx,
  email: string,
  password: string,
): Promise<LocalAccount | null> {
  const [row] = await queryRows<LocalAccountRow>(
    tx,
    sql`SELECT * FROM idp_local_accounts WHERE lower(email) = lower(${email.trim()})`,
  );
  const valid = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  return row && valid ? toAccount(row) : null;
}

/** Compared against when the e-mail is unknown, so that timing does not reveal which e-mails exist. */
const DUMMY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

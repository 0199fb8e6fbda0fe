import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createOrganization } from '../../src/modules/tenancy/index.ts';
import { provisionUser } from '../../src/modules/users/index.ts';
import type { Tx } from '../../src/platform/db/database.ts';
import { EMBEDDED_ISSUER } from '../../src/platform/auth/token-verifier.ts';
import { signAccessToken } from './test-app.ts';

export interface TestUser {
  id: string;
  sub: string;
  email: string;
  name: string;
  token: string;
  /** Headers that authenticate a request as this user. */
  auth: { authorization: string };
}

/**
 * A signed-in user with a valid token. `emailVerified` says the issuer has verified the e-mail
 * (the `email_verified` claim), as invitations need.
 */
export async function buildUser(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const sub = randomUUID();
  const name = overrides.name ?? `Testa Person ${sub.slice(0, 4)}`;
  const email = overrides.email ?? `${sub.slice(0, 8)}@example.se`;
  const claims = {
    issuer: EMBEDDED_ISSUER,
    sub,
    email,
    name,
    email_verified: overrides.emailVerified ?? false,
  };
  const row = await app.database.asSystem((tx) => provisionUser(tx, claims));
  const token = await signAccessToken(app, { sub, email, name });
  return { id: row.id, sub, email, name, token, auth: { authorization: `Bearer ${token}` } };
}

/** An organisation owned by `owner`, with extra members in the given roles. */
export async function buildTenant(
  app: FastifyInstance,
  owner: TestUser,
  options: { id?: string; name?: string; members?: { user: TestUser; roles: string[] }[] } = {},
): Promise<{ id: string; name: string }> {
  const id = options.id ?? `firma-${randomUUID().slice(0, 8)}`;
  const name = options.name ?? `Firma ${id}`;
  await app.database.asSystem(async (tx) => {
    await createOrganization(
      tx,
      { id, name, email: null, address: null },
      { userId: owner.id, name: owner.name },
    );
    for (const member of options.members ?? []) await addMember(tx, id, member.user, member.roles);
  });
  return { id, name };
}

/** Makes the user a member of the firm in the given roles, inside the caller's system transaction. */
export async function addMember(
  tx: Tx,
  tenantId: string,
  user: { id: string; name: string },
  roles: string[],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO accounts (tenant_id, user_id, name, roles)
        VALUES (${tenantId}, ${user.id}, ${user.name}, ARRAY[${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[])`,
  );
}

import type { FastifyInstance } from 'fastify';
import { buildTenant, buildUser, type TestUser } from './factories.ts';

/** A firm of a new owner with one new member in each of the given roles, by role. */
export async function buildFirmWithMembers<const Role extends string>(
  app: FastifyInstance,
  roles: readonly Role[],
): Promise<{ firm: { id: string; name: string }; owner: TestUser; members: Record<Role, TestUser> }> {
  const owner = await buildUser(app);
  const members = {} as Record<Role, TestUser>;
  for (const role of roles) members[role] = await buildUser(app);
  const firm = await buildTenant(app, owner, {
    members: roles.map((role) => ({ user: members[role], roles: [role] })),
  });
  return { firm, owner, members };
}

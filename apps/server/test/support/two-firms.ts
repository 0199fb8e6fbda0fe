import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/config.ts';
import { callerFactory, type ApiCaller } from './api-client.ts';
import { createTestApp } from './test-app.ts';
import { buildTenant, buildUser, type TestUser } from './factories.ts';
import { useWorld } from './test-world.ts';

/**
 * A fresh app with two firms: the firm under test (its owner and one member) and another firm
 * whose owner, the outsider, has no part in the first.
 */
export type TwoFirms<Member extends string = 'viewer'> = {
  app: FastifyInstance;
  as: (user: TestUser | null) => ApiCaller;
  owner: TestUser;
  outsider: TestUser;
  firm: { id: string; name: string };
  otherFirm: { id: string; name: string };
} & Record<Member, TestUser>;

/** The member of the firm under test: a viewer unless named otherwise, in the given roles. */
export interface MemberOption<Member extends string> {
  name: Member;
  roles: string[];
}

export const VIEWER: MemberOption<'viewer'> = { name: 'viewer', roles: ['viewer'] };

/** Sets up two firms on a fresh app, configured as the tests' app but for `config` (its storage, say). */
export async function setUpTwoFirms<Member extends string>(
  member: MemberOption<Member>,
  config: Partial<AppConfig> = {},
): Promise<TwoFirms<Member>> {
  const app = await createTestApp(config);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const memberUser = await buildUser(app, { name: 'Vera Medlem' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, { members: [{ user: memberUser, roles: member.roles }] });
  const otherFirm = await buildTenant(app, outsider);
  return {
    app,
    as: callerFactory(app),
    owner,
    outsider,
    firm,
    otherFirm,
    [member.name]: memberUser,
  } as TwoFirms<Member>;
}

export function useTwoFirms<Member extends string = 'viewer'>(
  member = VIEWER as MemberOption<Member>,
): TwoFirms<Member> {
  return useWorld(() => setUpTwoFirms(member));
}

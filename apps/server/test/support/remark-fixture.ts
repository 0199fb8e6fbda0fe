import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { callerFactory, type ApiCaller } from './api-client.ts';
import { createTestApp } from './test-app.ts';
import { buildTenant, buildUser, type TestUser } from './factories.ts';
import { buildInspection } from './remark-factories.ts';

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
interface MemberOption<Member extends string> {
  name: Member;
  roles: string[];
}

const VIEWER: MemberOption<'viewer'> = { name: 'viewer', roles: ['viewer'] };

/**
 * The world of a test file, built before its tests and closed after them: its properties are
 * there once `beforeAll` has run (`const world = useTwoFirms(); … as(world.owner)`).
 */
function useWorld<World extends { app: FastifyInstance }>(setUp: () => Promise<World>): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await setUp());
  });
  afterAll(async () => world.app?.close());
  return world;
}

async function setUpTwoFirms<Member extends string>(member: MemberOption<Member>): Promise<TwoFirms<Member>> {
  const app = await createTestApp();
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

/** Two firms (with a viewer in the one under test) and an inspection each, for objects and remarks. */
export type RemarkWorld = TwoFirms & {
  inspection: { id: string };
  otherInspection: { id: string };
};

export function useRemarkWorld(): RemarkWorld {
  return useWorld(async () => {
    const firms = await setUpTwoFirms(VIEWER);
    const { app, firm, owner, otherFirm, outsider } = firms;
    const inspection = await buildInspection(app, firm, owner);
    const otherInspection = await buildInspection(app, otherFirm, outsider);
    return { ...firms, inspection, otherInspection };
  });
}

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Access } from '@syna/contracts/endpoints/access';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { TENANT_FEATURES } from '@syna/contracts/permissions';
import {
  DEFAULT_ROLE_PERMISSIONS,
  DEFAULT_TENANT_FEATURES,
  hasPermission,
  isAdmin,
  isOwner,
  ROLE_NAMES,
  type RoleName,
} from '@syna/contracts/roles';
import { callerFactory, type ApiCaller } from './support/api-client.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { buildFirmWithMembers } from './support/firm-with-members.ts';
import { joinAsUser } from './support/network-partners.ts';
import {
  endpointLabel,
  firmSnapshot,
  idsOwnedBy,
  seedFromFixtures,
  TOKEN_ENDPOINTS,
  walkRequest,
} from './support/endpoint-walk.ts';

/**
 * Calls every endpoint under a tenant as each built-in role, as a member of another firm, as a
 * partner of the firm's network and without a token, and expects what the endpoint declares and
 * the roles' default permissions grant: 401 without a token, 403 for a non-member, for a partner
 * on a member's endpoint, for anyone but a partner on a partner's endpoint and for a role that
 * lacks the endpoint's role, permission or feature (with the firm's rows unchanged), and neither
 * for a caller that has them. New endpoints and changed role defaults are covered without editing
 * this file.
 */

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let firm: { id: string };
let byRole: Record<RoleName, TestUser>;
let outsider: TestUser;
/** An external user of the firm's network. */
let partner: TestUser;
/** Ids of the firm's records, one of each kind, which the refused calls aim at. */
let recordIds: string[];

const TENANT_ENDPOINTS = TOKEN_ENDPOINTS.filter((endpoint) => endpoint.path.includes(':tenant'));

/** Whether a member holding only `role` passes `access` in a firm with the default roles and features. */
function roleMayCall(access: Access, role: RoleName): boolean {
  if (access.kind !== 'member') return false;
  if (access.role === 'owner' && !isOwner([role])) return false;
  if (access.role === 'admin' && !isAdmin([role])) return false;
  if (access.permission && !hasPermission(DEFAULT_ROLE_PERMISSIONS[role], access.permission)) return false;
  // The walked firm has every feature on, the ones off in a new firm too (the accounting programs).
  return !access.feature || TENANT_FEATURES.includes(access.feature);
}

/** Switches on the features a new firm has off, so that their endpoints are walked too. */
async function switchOnEveryFeature(owner: ApiCaller, tenant: string) {
  const { items } = await owner.ok(tenantEndpoints.features, { params: { tenant } });
  for (const { id } of items.filter((item) => !DEFAULT_TENANT_FEATURES.includes(item.name as never)))
    await owner.ok(tenantEndpoints.switchFeature, { params: { tenant, id }, body: { enabled: true } });
  expect(items.map((item) => item.name).sort()).toEqual([...TENANT_FEATURES].sort());
}

const call = (caller: TestUser | null, endpoint: EndpointDefinition, id: string) =>
  as(caller).send(endpoint, walkRequest(endpoint, firm.id, id));

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  const built = await buildFirmWithMembers(app, ['admin', 'user', 'office', 'viewer', 'guest']);
  firm = built.firm;
  byRole = { owner: built.owner, ...built.members };
  await switchOnEveryFeature(as(built.owner), firm.id);
  outsider = await buildUser(app);
  await buildTenant(app, outsider);
  await seedFromFixtures(app, firm, built.owner, 'ROLLER');
  partner = await buildUser(app, { name: 'Pia Partner', emailVerified: true });
  await joinAsUser(app, firm, built.owner, partner);
  recordIds = await idsOwnedBy(app, firm.id);
}, 120_000);
afterAll(async () => app?.close());

describe('role × endpoint', () => {
  it('finds every endpoint under a tenant declared for members or partners, and roles that are refused some', () => {
    expect(TENANT_ENDPOINTS.length).toBeGreaterThan(50);
    expect(
      TENANT_ENDPOINTS.filter((endpoint) => !['member', 'partner'].includes(endpoint.access.kind)).map(
        endpointLabel,
      ),
    ).toEqual([]);
    for (const role of ['viewer', 'guest'] as const) {
      expect(TENANT_ENDPOINTS.some((endpoint) => !roleMayCall(endpoint.access, role))).toBe(true);
    }
  });

  it(
    'refuses no token with 401, another firm’s member and a role without the right with 403, changing nothing',
    { timeout: 300_000 },
    async () => {
      const before = await firmSnapshot(app, firm.id);
      const failures: string[] = [];
      for (const [index, endpoint] of TENANT_ENDPOINTS.entries()) {
        const id = recordIds[index % recordIds.length]!;
        const refused: [string, TestUser | null, number][] = [
          ['no token', null, 401],
          ['another firm', outsider, 403],
          ...(endpoint.access.kind === 'partner'
            ? []
            : [['partner', partner, 403] as [string, TestUser, number]]),
          ...ROLE_NAMES.filter((role) => !roleMayCall(endpoint.access, role)).map(
            (role) => [role, byRole[role], 403] as [string, TestUser, number],
          ),
        ];
        for (const [caller, user, expected] of refused) {
          const response = await call(user, endpoint, id);
          if (response.statusCode !== expected) {
            failures.push(
              `${endpointLabel(endpoint)} as ${caller} -> ${response.statusCode}, not ${expected}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(await firmSnapshot(app, firm.id)).toEqual(before);
    },
  );

  it('lets every role that has the right past the access check', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const endpoint of TENANT_ENDPOINTS) {
      // An id of no record: the call reaches its handler and finds nothing to change.
      const id = randomUUID();
      const allowed: [string, TestUser][] = ROLE_NAMES.filter((candidate) =>
        roleMayCall(endpoint.access, candidate),
      ).map((role) => [role, byRole[role]]);
      if (endpoint.access.kind === 'partner') allowed.push(['partner', partner]);
      for (const [caller, user] of allowed) {
        const response = await call(user, endpoint, id);
        if ([401, 403].includes(response.statusCode) || response.statusCode >= 500) {
          failures.push(`${endpointLabel(endpoint)} as ${caller} -> ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

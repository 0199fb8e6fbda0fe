import type { FastifyInstance } from 'fastify';
import type { TestUser } from './factories.ts';

/**
 * A module's contribution to the tenant-isolation walk (`*.isolation-fixture.ts` beside it): it
 * puts records into firm A, through the API as A's owner where it can, with `secret` in their
 * texts, so that any leak of them shows.
 */
export type SeedFirm = (
  app: FastifyInstance,
  firm: { id: string },
  owner: TestUser,
  secret: string,
) => Promise<void>;

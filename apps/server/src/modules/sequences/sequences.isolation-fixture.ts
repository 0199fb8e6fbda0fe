import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { sequenceEndpoints } from '@syna/contracts/endpoints/sequences';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with a number sequence, named with the secret. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  await callerFactory(app)(owner).ok(sequenceEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: `Serie ${secret}`, prefix: 'S', padding: 3, next: 11 },
  });
};

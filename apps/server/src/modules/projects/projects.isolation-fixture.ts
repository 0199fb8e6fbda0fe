import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { projectTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { projectEndpoints } from '@syna/contracts/endpoints/projects';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Seeds firm A of the tenant-isolation walk with a typed project and an estate, the secret in their text. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const asOwner = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  const type = await asOwner.ok(projectTypeEndpoints.create, {
    params,
    body: { name: `Projekttyp (projektfixtur) ${secret}` },
  });
  const project = await asOwner.ok(projectEndpoints.create, {
    params,
    body: {
      name: `Projekt ${secret}`,
      number: secret,
      description: secret,
      typeId: type.id,
      inspectorId: owner.id,
      address: { address: `${secret}gatan 1`, city: 'Umeå' },
      attributes: { hemlighet: secret },
    },
  });
  await asOwner.ok(projectEndpoints.addEstate, {
    params: { ...params, id: project.id },
    body: { name: `Hus ${secret}`, designation: `Umeå ${secret} 1:1`, address: { address: secret } },
  });
};

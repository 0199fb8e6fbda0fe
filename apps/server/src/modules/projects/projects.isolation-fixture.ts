import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';

/** Seeds firm A of the tenant-isolation walk with a typed project and an estate, the secret in their text. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const projects = `/${firm.id}/v1/inspections/projects`;
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: owner.auth, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  const type = await post(`${projects}/types`, { name: `Projekttyp (projektfixtur) ${secret}` });
  const project = await post(projects, {
    name: `Projekt ${secret}`,
    number: secret,
    description: secret,
    typeId: type.id,
    inspectorId: owner.id,
    address: { address: `${secret}gatan 1`, city: 'Umeå' },
    attributes: { hemlighet: secret },
  });
  await post(`${projects}/${project.id}/estates`, {
    name: `Hus ${secret}`,
    designation: `Umeå ${secret} 1:1`,
    address: { address: secret },
  });
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { countRows, insertRow } from './direct-rows.test-support.ts';

/** Branches live under their inspection type; an inspection type in use is kept. */

let app: FastifyInstance;
let admin: TestUser;
let otherAdmin: TestUser;
let firm: { id: string };
let otherFirm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  admin = await buildUser(app);
  otherAdmin = await buildUser(app);
  firm = await buildTenant(app, admin);
  otherFirm = await buildTenant(app, otherAdmin);
});
afterAll(async () => app?.close());

const types = (firmId: string) => `/${firmId}/v1/inspections/types`;
const branches = (firmId: string, typeId: string) =>
  `/${firmId}/v1/inspections/inspections/${typeId}/branches`;

async function post(url: string, payload: object, user = admin) {
  const response = await app.inject({ method: 'POST', url, headers: user.auth, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string; typeId?: string; sortOrder: number };
}

describe('branches of an inspection type', () => {
  let transfer: { id: string };
  let energy: { id: string };

  beforeAll(async () => {
    transfer = await post(types(firm.id), { name: 'Överlåtelsebesiktning', description: 'Vid köp' });
    energy = await post(types(firm.id), { name: 'Energideklaration' });
  });

  it('belong to their type, are listed per type and go last within it', async () => {
    const villa = await post(branches(firm.id, transfer.id), { name: 'Villa' });
    const flat = await post(branches(firm.id, transfer.id), { name: 'Bostadsrätt' });
    const other = await post(branches(firm.id, energy.id), { name: 'Villa' });
    expect(villa).toMatchObject({ typeId: transfer.id, sortOrder: 0, archived: false });
    expect(flat.sortOrder).toBe(1);
    expect(other).toMatchObject({ typeId: energy.id, sortOrder: 0 });

    const listed = await app.inject({
      method: 'GET',
      url: branches(firm.id, transfer.id),
      headers: admin.auth,
    });
    expect(listed.json()).toEqual({ items: [villa, flat], total: 2 });
  });

  it('keep names unique within the type only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: branches(firm.id, transfer.id),
      headers: admin.auth,
      payload: { name: 'villa' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Det finns redan en inriktning med namnet villa');
  });

  it('are not found through another type', async () => {
    const [villa] = (
      await app.inject({ method: 'GET', url: branches(firm.id, transfer.id), headers: admin.auth })
    ).json().items as { id: string }[];
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `${branches(firm.id, energy.id)}/${villa!.id}`,
        headers: admin.auth,
        ...(method === 'PUT' ? { payload: { name: 'Flyttad' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Inriktningen finns inte');
    }
  });

  it('answer 404 under an unknown type or another organisation’s type, writing nothing', async () => {
    const foreignType = await post(types(otherFirm.id), { name: 'Deras typ' }, otherAdmin);
    const before = await countRows(app, firm.id, 'inspection_branches');
    for (const typeId of [foreignType.id, '00000000-0000-4000-8000-000000000000']) {
      const listed = await app.inject({ method: 'GET', url: branches(firm.id, typeId), headers: admin.auth });
      expect(listed.statusCode).toBe(404);
      expect(listed.json().detail).toBe('Besiktningstypen finns inte');
      const created = await app.inject({
        method: 'POST',
        url: branches(firm.id, typeId),
        headers: admin.auth,
        payload: { name: 'Smygande' },
      });
      expect(created.statusCode).toBe(404);
    }
    expect(await countRows(app, firm.id, 'inspection_branches')).toBe(before);
    expect(await countRows(app, otherFirm.id, 'inspection_branches')).toBe(0);
  });

  it('keep their type from being deleted, and the refusal counts everything that uses it', async () => {
    const refused = await app.inject({
      method: 'DELETE',
      url: `${types(firm.id)}/${transfer.id}`,
      headers: admin.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Besiktningstypen används av 2 inriktningar och kan inte tas bort. Arkivera den i stället.',
    );

    await insertRow(app, firm.id, 'inspections', { number: 'B-1', type_id: transfer.id });
    await insertRow(app, firm.id, 'inspections', { number: 'B-2', type_id: transfer.id });
    await insertRow(app, firm.id, 'inspections', { number: 'B-3', type_id: transfer.id });
    await insertRow(app, firm.id, 'template_remarks', { type_id: transfer.id, title: 'Fukt i källare' });
    const counted = await app.inject({
      method: 'DELETE',
      url: `${types(firm.id)}/${transfer.id}`,
      headers: admin.auth,
    });
    expect(counted.json().detail).toBe(
      'Besiktningstypen används av 3 uppdrag, 2 inriktningar och 1 mallanmärkning och kan inte tas bort. ' +
        'Arkivera den i stället.',
    );
    expect(await countRows(app, firm.id, 'inspection_branches')).toBe(3);
  });

  it('can be deleted, after which their type can be too', async () => {
    const [branch] = (
      await app.inject({ method: 'GET', url: branches(firm.id, energy.id), headers: admin.auth })
    ).json().items as { id: string }[];
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${branches(firm.id, energy.id)}/${branch!.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const typeDeleted = await app.inject({
      method: 'DELETE',
      url: `${types(firm.id)}/${energy.id}`,
      headers: admin.auth,
    });
    expect(typeDeleted.statusCode).toBe(204);
  });

  it('keep a type’s description, which an update may clear with a blank', async () => {
    const read = await app.inject({
      method: 'GET',
      url: `${types(firm.id)}/${transfer.id}`,
      headers: admin.auth,
    });
    expect(read.json()).toMatchObject({ name: 'Överlåtelsebesiktning', description: 'Vid köp' });
    const renamed = await app.inject({
      method: 'PUT',
      url: `${types(firm.id)}/${transfer.id}`,
      headers: admin.auth,
      payload: { name: 'Överlåtelse' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Överlåtelse', description: 'Vid köp' });
    const cleared = await app.inject({
      method: 'PUT',
      url: `${types(firm.id)}/${transfer.id}`,
      headers: admin.auth,
      payload: { description: '  ' },
    });
    expect(cleared.json()).toMatchObject({ name: 'Överlåtelse', description: null });
  });
});

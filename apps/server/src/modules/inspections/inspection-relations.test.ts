import { describe, expect, it } from 'vitest';
import { APPOINTED_BY_OPTIONS, type InspectionContactInput } from '@syna/contracts/inspections';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import * as lookupTables from '@syna/contracts/endpoints/lookups';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildContact, buildInspectionLookups } from '../../../test/support/inspection-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const member = await buildUser(app, { name: 'Maja Medarbetare' });
  const stranger = await buildUser(app, { name: 'Sven Utomstående' });
  const firm = await buildTenant(app, owner, { members: [{ user: member, roles: ['user'] }] });
  const lookups = await buildInspectionLookups(app, firm.id);
  const anna = await buildContact(app, firm.id, { name: 'Anna Andersson', type: 'person' });
  const bertil = await buildContact(app, firm.id, { name: 'Bertil Berg', type: 'person' });
  const neighbour = await buildTenant(app, stranger);
  const inNeighbour = { params: { tenant: neighbour.id } };
  const asStranger = as(stranger);
  const neighbourType = await asStranger.ok(lookupTables.inspectionTypeEndpoints.create, {
    ...inNeighbour,
    body: { name: 'Grannens typ' },
  });
  const foreign = {
    inspectionId: (
      await asStranger.ok(inspectionEndpoints.create, { ...inNeighbour, body: { typeId: neighbourType.id } })
    ).id,
    contactId: (await buildContact(app, neighbour.id)).id,
    roleId: (
      await asStranger.ok(lookupTables.contactRoleEndpoints.create, {
        ...inNeighbour,
        body: { name: 'Roll' },
      })
    ).id,
  };
  return { app, as, owner, member, stranger, firm, lookups, anna, bertil, foreign };
});

/** The path parameters of one of the firm's inspections. */
const ofInspection = (id: string) => ({ params: { tenant: world.firm.id, id } });
const inFirm = () => ({ params: { tenant: world.firm.id } });
const newInspection = () =>
  world
    .as(world.owner)
    .ok(inspectionEndpoints.create, { ...inFirm(), body: { typeId: world.lookups.type.id } });
const addRole = (name: string) =>
  world.as(world.owner).ok(lookupTables.contactRoleEndpoints.create, { ...inFirm(), body: { name } });
const get = (id: string) => world.as(world.owner).ok(inspectionEndpoints.get, ofInspection(id));
const links = (id: string) => world.as(world.owner).send(inspectionEndpoints.links, ofInspection(id));
const relate = (id: string, body: { ids: string[]; kind?: string }) =>
  world.as(world.owner).send(inspectionEndpoints.relate, { ...ofInspection(id), body });
const unrelate = (id: string, relatedId: string) =>
  world
    .as(world.owner)
    .send(inspectionEndpoints.unrelate, { params: { tenant: world.firm.id, id, relatedId } });

describe('linked inspections', () => {
  it('links inspections so that each side sees the other', async () => {
    const [main, second, third] = [await newInspection(), await newInspection(), await newInspection()];
    const response = await relate(main.id, { ids: [third.id, second.id, second.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([second.id, third.id]);
    expect(response.json().items[0]).toMatchObject({
      number: second.number,
      kind: 'related',
      status: { name: 'Ny' },
    });
    const fromSecond = await links(second.id);
    expect(fromSecond.json().items).toEqual([expect.objectContaining({ id: main.id, kind: 'related' })]);
    expect((await get(main.id)).linked).toEqual([
      { id: second.id, number: second.number, littera: null, kind: 'related' },
      { id: third.id, number: third.number, littera: null, kind: 'related' },
    ]);
    expect((await get(third.id)).linked.map((link: { id: string }) => link.id)).toEqual([main.id]);
  });

  it('gives an existing link the new kind, and unlinks from either side', async () => {
    const [main, other] = [await newInspection(), await newInspection()];
    await relate(main.id, { ids: [other.id] });
    const again = await relate(other.id, { ids: [main.id], kind: 'återbesök' });
    expect(again.json().items).toEqual([expect.objectContaining({ id: main.id, kind: 'återbesök' })]);
    expect((await links(main.id)).json().items[0].kind).toBe('återbesök');
    const unlink = await unrelate(other.id, main.id);
    expect(unlink.statusCode).toBe(204);
    expect((await links(main.id)).json()).toEqual({ items: [], total: 0 });
    expect((await links(other.id)).json()).toEqual({ items: [], total: 0 });
    const twice = await unrelate(other.id, main.id);
    expect(twice.statusCode).toBe(404);
  });

  it('refuses a link to itself (400) and to inspections that are not the tenant’s (404), writing nothing', async () => {
    const [main, other] = [await newInspection(), await newInspection()];
    const self = await relate(main.id, { ids: [main.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toHaveProperty(['body.ids']);
    expect((await relate(main.id, { ids: [other.id, world.foreign.inspectionId] })).statusCode).toBe(404);
    expect((await relate(world.foreign.inspectionId, { ids: [main.id] })).statusCode).toBe(404);
    expect((await relate(main.id, { ids: [] })).statusCode).toBe(400);
    expect((await links(main.id)).json().total).toBe(0);
    expect((await links(world.foreign.inspectionId)).statusCode).toBe(404);
  });
});

describe('contacts of an inspection', () => {
  const putContacts = (id: string, items: object[]) =>
    world.as(world.member).send(inspectionEndpoints.putContacts, {
      ...ofInspection(id),
      body: { items: items as InspectionContactInput[] },
    });

  it('adds contacts, then updates only the fields sent', async () => {
    const inspection = await newInspection();
    const added = await putContacts(inspection.id, [
      {
        contactId: world.anna.id,
        roleId: world.lookups.roles.seller.id,
        appointedBy: 'customer',
        note: 'Nyckel hos mäklaren',
      },
      { contactId: world.bertil.id },
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      items: [
        {
          contact: { id: world.anna.id, name: 'Anna Andersson', phone: null, email: null },
          role: { id: world.lookups.roles.seller.id, name: 'Säljare', nameEn: null },
          appointedBy: 'customer',
          note: 'Nyckel hos mäklaren',
        },
        {
          contact: { id: world.bertil.id, name: 'Bertil Berg', phone: null, email: null },
          role: null,
          appointedBy: null,
          note: null,
        },
      ],
      total: 2,
    });
    const updated = await putContacts(inspection.id, [{ contactId: world.anna.id, note: 'Ring först' }]);
    expect(updated.json().items[0]).toEqual({
      contact: { id: world.anna.id, name: 'Anna Andersson', phone: null, email: null },
      role: { id: world.lookups.roles.seller.id, name: 'Säljare', nameEn: null },
      appointedBy: 'customer',
      note: 'Ring först',
    });
    const cleared = await putContacts(inspection.id, [
      { contactId: world.anna.id, roleId: null, note: '  ' },
    ]);
    expect(cleared.json().items[0]).toMatchObject({ role: null, appointedBy: 'customer', note: null });
    expect((await get(inspection.id)).contacts).toEqual(cleared.json().items);
  });

  it('rejects contacts and roles that are not the tenant’s, and duplicates, writing nothing', async () => {
    const inspection = await newInspection();
    const response = await putContacts(inspection.id, [
      { contactId: world.anna.id },
      { contactId: world.foreign.contactId, roleId: world.lookups.roles.buyer.id },
      { contactId: world.bertil.id, roleId: world.foreign.roleId },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'body.items.1.contactId',
      'body.items.2.roleId',
    ]);
    const duplicates = await putContacts(inspection.id, [
      { contactId: world.anna.id },
      { contactId: world.anna.id },
    ]);
    expect(duplicates.statusCode).toBe(400);
    const unknownOption = await putContacts(inspection.id, [
      { contactId: world.anna.id, appointedBy: 'granne' },
    ]);
    expect(unknownOption.json().errors).toHaveProperty(['body.items.0.appointedBy']);
    expect((await get(inspection.id)).contacts).toEqual([]);
    expect((await putContacts(world.foreign.inspectionId, [{ contactId: world.anna.id }])).statusCode).toBe(
      404,
    );
  });

  it('takes a contact off an inspection', async () => {
    const inspection = await newInspection();
    await putContacts(inspection.id, [{ contactId: world.anna.id }, { contactId: world.bertil.id }]);
    const remove = (contactId: string) =>
      world.as(world.member).send(inspectionEndpoints.removeContact, {
        params: { tenant: world.firm.id, id: inspection.id, contactId },
      });
    expect((await remove(world.anna.id)).statusCode).toBe(204);
    expect(
      (await get(inspection.id)).contacts.map((item: { contact: { id: string } }) => item.contact.id),
    ).toEqual([world.bertil.id]);
    expect((await remove(world.anna.id)).statusCode).toBe(404);
    // The contact itself stays in the address book.
    const contact = await world
      .as(world.owner)
      .send(contactEndpoints.get, { params: { tenant: world.firm.id, id: world.anna.id } });
    expect(contact.statusCode).toBe(200);
  });

  it('suggests the notes used before with a role, most recently set first, each once', async () => {
    const role = await addRole('Mäklare');
    const otherRole = await addRole('Granne');
    for (const [note, roleId] of [
      ['Visning kl 10', role.id],
      ['Nyckel i brevlådan', role.id],
      ['Visning kl 10', role.id],
      ['Hund på tomten', otherRole.id],
    ] as const) {
      const inspection = await newInspection();
      await putContacts(inspection.id, [{ contactId: world.anna.id, roleId, note }]);
    }
    const notes = (type?: string) =>
      world
        .as(world.owner)
        .send(inspectionEndpoints.contactNotes, { params: { tenant: world.firm.id }, query: { type } });
    const forRole = await notes(role.id);
    expect(forRole.statusCode).toBe(200);
    expect(forRole.json()).toEqual({ items: ['Visning kl 10', 'Nyckel i brevlådan'], total: 2 });
    expect((await notes()).json().items).toEqual(
      expect.arrayContaining(['Hund på tomten', 'Visning kl 10', 'Nyckel i brevlådan']),
    );
    expect((await notes(world.foreign.roleId)).json()).toEqual({ items: [], total: 0 });
    expect((await notes('mäklare')).statusCode).toBe(400);
  });
});

describe('the inspection form’s choices', () => {
  it('offers the types in use with their branches, statuses in order, roles, members and appointed-by options', async () => {
    await world.as(world.owner).ok(lookupTables.inspectionTypeEndpoints.create, {
      ...inFirm(),
      body: { name: 'Arkiverad typ', archived: true },
    });
    await world.as(world.owner).ok(lookupTables.inspectionStatusEndpoints.create, {
      ...inFirm(),
      body: { name: 'Gammal', archived: true },
    });
    const metadata = await world
      .as(world.member)
      .ok(inspectionEndpoints.formChoices, { params: { tenant: world.firm.id } });
    expect(metadata.types).toEqual([
      {
        id: world.lookups.otherType.id,
        name: 'Energideklaration',
        nameEn: null,
        branches: [{ id: world.lookups.otherType.branches[0]!.id, name: 'Flerbostadshus', nameEn: null }],
      },
      {
        id: world.lookups.type.id,
        name: 'Överlåtelsebesiktning',
        nameEn: null,
        branches: world.lookups.type.branches.map(({ id, name }) => ({ id, name, nameEn: null })),
      },
    ]);
    expect(metadata.statuses.map((status: { name: string }) => status.name)).toEqual(['Ny', 'Pågår', 'Klar']);
    expect(metadata.statuses[2]).toEqual({
      ...world.lookups.statuses.done,
      nameEn: null,
      final: true,
      category: 'booked',
    });
    expect(metadata.contactRoles.map((role: { name: string }) => role.name)).toEqual(
      expect.arrayContaining(['Säljare', 'Köpare']),
    );
    expect(metadata.inspectors).toEqual([
      { id: world.member.id, name: 'Maja Medarbetare' },
      { id: world.owner.id, name: 'Olle Ägare' },
    ]);
    expect(metadata.appointedByOptions).toEqual([...APPOINTED_BY_OPTIONS]);
  });
});

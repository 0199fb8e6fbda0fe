import { describe, expect, it } from 'vitest';
import type { InspectionList, InspectionSearchInput } from '@syna/contracts/inspections';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionStatusEndpoints } from '@syna/contracts/endpoints/lookups';
import { sql } from 'drizzle-orm';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildInspectionLookups,
  buildInspectionType,
  postInspection,
} from '../../../test/support/inspection-factories.ts';
import { exportToFile } from '../../../test/support/spreadsheet-exports.ts';
import { readWorkbook } from '../../../test/support/workbook.ts';
import { useWorld } from '../../../test/support/test-world.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Ingrid Inspektör' });
  const firm = await buildTenant(app, owner, { members: [{ user: inspector, roles: ['user'] }] });
  const lookups = await buildInspectionLookups(app, firm.id);
  const norrsken = await buildContact(app, firm.id, { name: 'Bostads AB Norrsken' });
  const alfa = await buildContact(app, firm.id, { name: 'Alfa Fastigheter' });
  const create = (body: Record<string, unknown>) =>
    postInspection(app, firm.id, owner.auth, { typeId: lookups.type.id, ...body });
  const made = {
    storgatan: await create({
      address: { address: 'Storgatan 12', city: 'Umeå', postalCode: '903 25' },
      littera: 'A',
      date: '2026-03-10',
      startTime: '09:00',
      customerId: alfa.id,
      tags: ['Villa', 'Akut'],
    }),
    norrsken: await create({
      customerId: norrsken.id,
      orderNumber: 'ORD-4711',
      date: '2026-03-12',
      inspectorId: inspector.id,
      statusId: lookups.statuses.ongoing.id,
    }),
    percent: await create({ littera: '100%_klart', date: '2026-03-11', statusId: null }),
    done: await create({
      statusId: lookups.statuses.done.id,
      typeId: lookups.otherType.id,
      date: '2026-04-01',
    }),
    villa: await create({ tags: ['Villa'], address: { city: 'Luleå' } }),
  };
  // A neighbour's inspection that matches every text and filter value above must never appear.
  const stranger = await buildUser(app);
  const neighbour = await buildTenant(app, stranger);
  const neighbourType = await buildInspectionType(app, neighbour.id);
  const neighbourCustomer = await buildContact(app, neighbour.id, { name: 'Bostads AB Norrsken' });
  await postInspection(app, neighbour.id, stranger.auth, {
    typeId: neighbourType.id,
    customerId: neighbourCustomer.id,
    address: { address: 'Storgatan 12', city: 'Umeå' },
    littera: '100%_klart',
    tags: ['Villa'],
    date: '2026-03-10',
  });
  return { app, owner, inspector, firm, lookups, made };
});

const searchCall = (body: Record<string, unknown>) =>
  callerFactory(world.app)(world.owner).send(inspectionEndpoints.search, {
    params: { tenant: world.firm.id },
    body: body as InspectionSearchInput,
  });

const search = async (body: Record<string, unknown>) => {
  const response = await searchCall(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InspectionList;
};
const ids = (result: { items: { id: string }[] }) => result.items.map((item) => item.id);
const idsOf = (...names: (keyof typeof world.made)[]) => names.map((name) => world.made[name].id);

describe('searching inspections', () => {
  it('lists every inspection of the firm, newest first, as list items', async () => {
    const result = await search({});
    expect(result.total).toBe(5);
    expect(ids(result)).toEqual(idsOf('villa', 'done', 'percent', 'norrsken', 'storgatan'));
    const storgatan = result.items.at(-1);
    expect(storgatan).toEqual({
      id: world.made.storgatan.id,
      number: world.made.storgatan.number,
      littera: 'A',
      customer: { id: expect.any(String), name: 'Alfa Fastigheter' },
      address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå', region: null, country: null },
      type: { id: world.lookups.type.id, name: 'Överlåtelsebesiktning', nameEn: null },
      status: { id: world.lookups.statuses.open.id, name: 'Ny', nameEn: null, color: '#2196f3' },
      date: '2026-03-10',
      startTime: '09:00',
      inspector: null,
      tags: ['Villa', 'Akut'],
      projectId: null,
      estateId: null,
      state: 'active',
      created: expect.any(String),
    });
    const norrsken = result.items.find((item) => item.id === world.made.norrsken.id);
    expect(norrsken).toMatchObject({ inspector: { id: world.inspector.id, name: 'Ingrid Inspektör' } });
  });

  it('matches free text in number, littera, order number and address, in any case', async () => {
    expect(ids(await search({ text: world.made.norrsken.number }))).toEqual(idsOf('norrsken'));
    expect(ids(await search({ text: 'ord-4711' }))).toEqual(idsOf('norrsken'));
    expect(ids(await search({ text: 'STORGATAN 12' }))).toEqual(idsOf('storgatan'));
    expect(ids(await search({ text: 'luleå' }))).toEqual(idsOf('villa'));
    expect(ids(await search({ text: '903 25' }))).toEqual(idsOf('storgatan'));
  });

  it('finds an inspection by its customer’s name', async () => {
    expect(ids(await search({ text: 'norrsken' }))).toEqual(idsOf('norrsken'));
    expect(ids(await search({ text: 'Alfa fast' }))).toEqual(idsOf('storgatan'));
  });

  it('takes % and _ in the text literally', async () => {
    expect(ids(await search({ text: '100%_' }))).toEqual(idsOf('percent'));
    expect(ids(await search({ text: '%' }))).toEqual(idsOf('percent'));
    expect((await search({ text: '_' })).total).toBe(1);
  });

  it('filters by type, status, inspector, customer, tags, dates and activity', async () => {
    expect(ids(await search({ typeIds: [world.lookups.otherType.id] }))).toEqual(idsOf('done'));
    expect(
      ids(await search({ statusIds: [world.lookups.statuses.ongoing.id, world.lookups.statuses.done.id] })),
    ).toEqual(idsOf('done', 'norrsken'));
    expect(ids(await search({ inspectorIds: [world.inspector.id] }))).toEqual(idsOf('norrsken'));
    const [found] = (await search({ text: 'norrsken' })).items;
    expect(ids(await search({ customerId: found!.customer!.id }))).toEqual(idsOf('norrsken'));
    expect(ids(await search({ tags: ['Villa'] }))).toEqual(idsOf('villa', 'storgatan'));
    expect(ids(await search({ tags: ['Villa', 'Akut'] }))).toEqual(idsOf('storgatan'));
    expect(ids(await search({ dateFrom: '2026-03-11', dateTo: '2026-03-31' }))).toEqual(
      idsOf('percent', 'norrsken'),
    );
    expect(ids(await search({ active: true }))).toEqual(idsOf('villa', 'percent', 'norrsken', 'storgatan'));
    expect(ids(await search({ active: false }))).toEqual(idsOf('done'));
    expect(ids(await search({ text: 'storgatan', tags: ['Akut'], active: true }))).toEqual(
      idsOf('storgatan'),
    );
  });

  it('sorts by number, date, customer and status, either way', async () => {
    expect(ids(await search({ sort: 'number', direction: 'asc' }))).toEqual(
      idsOf('storgatan', 'norrsken', 'percent', 'done', 'villa'),
    );
    expect(ids(await search({ sort: 'created', direction: 'asc' }))).toEqual(
      idsOf('storgatan', 'norrsken', 'percent', 'done', 'villa'),
    );
    expect(ids(await search({ sort: 'date', direction: 'asc' }))).toEqual(
      idsOf('storgatan', 'percent', 'norrsken', 'done', 'villa'),
    );
    expect(ids(await search({ sort: 'date', direction: 'desc' }))).toEqual(
      idsOf('done', 'norrsken', 'percent', 'storgatan', 'villa'),
    );
    expect(ids(await search({ sort: 'customer', direction: 'asc' })).slice(0, 2)).toEqual(
      idsOf('storgatan', 'norrsken'),
    );
    expect(ids(await search({ sort: 'status', direction: 'desc' }))).toEqual(
      idsOf('done', 'norrsken', 'villa', 'storgatan', 'percent'),
    );
  });

  it('pages, with the total of all matches', async () => {
    const first = await search({ pageSize: 5, page: 1, sort: 'number', direction: 'asc' });
    expect(first.total).toBe(5);
    const pageTwo = await search({ pageSize: 5, page: 2 });
    expect(pageTwo).toEqual({ items: [], total: 5 });
    const all = await search({ pageSize: -1 });
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(5);
    const rejected = searchCall;
    const bad = await rejected({ pageSize: 7, page: 0, sort: 'littera', statusIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'body.page',
      'body.pageSize',
      'body.sort',
      'body.statusIds.0',
    ]);
    const dates = await rejected({ dateFrom: '2026-05-01', dateTo: '2026-04-01' });
    expect(dates.json().errors).toEqual({ 'body.dateTo': ['Slutdatum får inte vara före startdatum'] });
  });

  it('pages past the end with empty pages that still tell the total', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await search({ pageSize: 5, page });
      expect(result.total).toBe(5);
      seen.push(...ids(result));
    }
    expect(new Set(seen).size).toBe(5);
  });

  it('searches by text in the path: the first page, newest first', async () => {
    const response = await callerFactory(world.app)(world.owner).send(inspectionEndpoints.searchText, {
      params: { tenant: world.firm.id, text: 'Bostads AB' },
    });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual(idsOf('norrsken'));
    expect(response.json().total).toBe(1);
  });
});

describe('the customer and status orders, kept on the assignments', () => {
  const rename = (id: string, name: string) =>
    world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      tx.execute(sql`UPDATE contacts SET name = ${name} WHERE id = ${id}`),
    );

  it('follow a renamed customer, a changed customer and statuses put in another order', async () => {
    const byCustomer = async () => ids(await search({ sort: 'customer', direction: 'asc' })).slice(0, 2);
    expect(await byCustomer()).toEqual(idsOf('storgatan', 'norrsken'));
    const alfa = (await search({ pageSize: -1 })).items.find(
      (item) => item.id === world.made.storgatan.id,
    )!.customer!;
    await rename(alfa.id, 'Östra Fastigheter');
    expect(await byCustomer()).toEqual(idsOf('norrsken', 'storgatan'));

    const newcomer = await buildContact(world.app, world.firm.id, { name: 'Aktiebolaget Först' });
    await callerFactory(world.app)(world.owner).ok(inspectionEndpoints.update, {
      params: { tenant: world.firm.id, id: world.made.villa.id },
      body: { customerId: newcomer.id },
    });
    expect(await byCustomer()).toEqual(idsOf('villa', 'norrsken'));

    await callerFactory(world.app)(world.owner).ok(inspectionStatusEndpoints.order, {
      params: { tenant: world.firm.id },
      body: {
        ids: [
          world.lookups.statuses.done.id,
          world.lookups.statuses.ongoing.id,
          world.lookups.statuses.open.id,
        ],
      },
    });
    expect(ids(await search({ sort: 'status', direction: 'asc' })).slice(0, 2)).toEqual(
      idsOf('done', 'norrsken'),
    );
  });
});

describe('exporting the search', () => {
  const exportSearch = (body: Record<string, unknown>, language = 'sv') =>
    exportToFile(
      world.app,
      world.inspector,
      inspectionEndpoints.export,
      { params: { tenant: world.firm.id }, body: body as never },
      { 'accept-language': language },
    );

  it('answers every hit as a CSV file by default, columns named as the screens name them', async () => {
    const response = await exportSearch({ query: { text: 'Storgatan', pageSize: 10 } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="uppdrag-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nummer;Littera;Kund;Adress;Uppdragstyp;Status;Besiktningsman;Datum;Starttid;Etiketter;Skapad',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(';').slice(0, 2)).toEqual([world.made.storgatan.number, 'A']);
    expect(lines[1]!.split(';').slice(7, 10)).toEqual(['2026-03-10', '09:00', 'Villa, Akut']);
  });

  it('answers an Excel workbook with every page of hits, the date as a date, in the reader’s language', async () => {
    const response = await exportSearch(
      { query: { pageSize: 10, sort: 'number', direction: 'asc' }, format: 'xlsx' },
      'en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="uppdrag-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.name).toBe('Assignments');
    const [header, ...rows] = workbook.rows;
    expect(header).toEqual([
      'Number',
      'Reference',
      'Customer',
      'Address',
      'Assignment type',
      'Status',
      'Inspector',
      'Date',
      'Start time',
      'Tags',
      'Created',
    ]);
    expect(rows.map((row) => row[0])).toEqual(
      Object.values(world.made)
        .map((inspection) => inspection.number)
        .sort(),
    );
    const storgatan = rows.find((row) => row[0] === world.made.storgatan.number)!;
    expect(storgatan[7]).toEqual(new Date('2026-03-10T00:00:00Z'));
    const index = rows.indexOf(storgatan) + 2;
    expect(workbook.numberFormat(index, 8)).toBe('yyyy-mm-dd');
    expect(workbook.numberFormat(index, 11)).toBe('yyyy-mm-dd hh:mm');
    expect(storgatan[10]).toBeInstanceOf(Date);
  });

  it('refuses an unknown format with 400', async () => {
    const response = await callerFactory(world.app)(world.inspector).send(inspectionEndpoints.export, {
      params: { tenant: world.firm.id },
      body: { query: {}, format: 'pdf' as never },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['body.format']);
  });
});

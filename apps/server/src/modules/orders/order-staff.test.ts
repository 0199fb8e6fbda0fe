import { describe, expect, it } from 'vitest';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { sql } from 'drizzle-orm';
import { buildTenant } from '../../../test/support/factories.ts';
import { buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import {
  nextDateOf,
  orderBody,
  placeOrder,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';
import { addDays } from '@syna/contracts/time-zone';
import {
  exportToFile,
  fetchExportFile,
  requestExport,
  runExportJob,
} from '../../../test/support/spreadsheet-exports.ts';
import { readWorkbook, workbookWallClock } from '../../../test/support/workbook.ts';

/** The orders placed, oldest first: two of the buying type (the first decided), one of the selling. */
const world = useOrderWorld(async ({ app, as, firm, owner, villa, nextDate }) => {
  const buying = await postOrderType(app, firm.id, owner.auth, {
    name: 'Köpa',
    inspectionTypeIds: [villa.id],
  });
  const selling = await postOrderType(app, firm.id, owner.auth, {
    name: 'Sälja',
    inspectionTypeIds: [villa.id],
  });
  const place = (overrides: object, orderTypeId = buying.id) =>
    placeOrder(
      app,
      firm.id,
      orderBody({ orderTypeId, types: [villa.id], preferredDate: nextDate }, overrides),
    );
  const placed = [
    await place({ customer: { type: 'person', firstName: 'Anna', lastName: 'Ek', email: 'anna@ek.se' } }),
    await place({
      customer: { type: 'company', companyName: 'Bygg & Bo AB', phone: '090-12 34 56' },
      preferredDate: addDays(nextDate, 7),
      object: { address: { address: 'Kungsgatan 5', postalCode: '903 26', city: 'Umeå' } },
      estateNumber: 'Haga 4:2',
      preferredTime: '13:00',
    }),
    await place(
      { customer: { type: 'person', firstName: 'Cecilia', lastName: 'Lind', phone: '070-999 88 77' } },
      selling.id,
    ),
  ];
  // A decided order leaves the inbox.
  await as(owner).send(orderEndpoints.handle, {
    params: { tenant: firm.id, id: placed[0]!.id },
    query: { accept: 'false' },
    body: {},
  });
  return { buying, selling, placed };
});

const search = (body: object, user = world.inspector) =>
  world.as(user).send(orderEndpoints.search, { params: { tenant: world.firm.id }, body: body as never });
const dayCheck = (date: string) =>
  world.as(world.inspector).send(orderEndpoints.dayCheck, { params: { tenant: world.firm.id, date } });
const numbers = (response: { json(): { items: { number: string }[] } }) =>
  response.json().items.map((item) => item.number);

describe('the inbox', () => {
  it('lists new orders, newest first, in pages', async () => {
    const inbox = await world
      .as(world.inspector)
      .send(orderEndpoints.inbox, { params: { tenant: world.firm.id }, query: { pageSize: 5 } });
    expect(inbox.json()).toMatchObject({ total: 2 });
    expect(numbers(inbox)).toEqual([world.placed[2]!.number, world.placed[1]!.number]);
    const second = await world
      .as(world.inspector)
      .send(orderEndpoints.inbox, { params: { tenant: world.firm.id }, query: { page: 2, pageSize: 5 } });
    expect(second.json()).toEqual({ items: [], total: 2 });
  });
});

describe('searching orders', () => {
  it('finds by number, customer name, e-mail, phone digits, address and estate designation', async () => {
    expect(numbers(await search({ text: world.placed[1]!.number }))).toEqual([world.placed[1]!.number]);
    expect(numbers(await search({ text: 'bygg & bo' }))).toEqual([world.placed[1]!.number]);
    expect(numbers(await search({ text: 'anna@ek' }))).toEqual([world.placed[0]!.number]);
    expect(numbers(await search({ text: '0709998877' }))).toEqual([world.placed[2]!.number]);
    expect(numbers(await search({ text: 'kungsgatan' }))).toEqual([world.placed[1]!.number]);
    expect(numbers(await search({ text: 'Haga 4:2' }))).toEqual([world.placed[1]!.number]);
    expect((await search({ text: '100%_' })).json()).toEqual({ items: [], total: 0 });
  });

  it('filters by status, order type and preferred date', async () => {
    expect(numbers(await search({ statuses: ['rejected'] }))).toEqual([world.placed[0]!.number]);
    expect(numbers(await search({ orderTypeIds: [world.selling.id] }))).toEqual([world.placed[2]!.number]);
    expect(numbers(await search({ dateFrom: addDays(world.nextDate, 1) }))).toEqual([
      world.placed[1]!.number,
    ]);
    expect((await search({ dateFrom: world.nextDate, dateTo: addDays(world.nextDate, -1) })).statusCode).toBe(
      400,
    );
  });

  it('sorts, pages and answers every hit with pageSize -1', async () => {
    const byNumber = await search({ sort: 'number', direction: 'asc' });
    expect(numbers(byNumber)).toEqual(world.placed.map((order) => order.number));
    const byDate = await search({ sort: 'preferredDate', direction: 'desc' });
    expect(numbers(byDate)[0]).toBe(world.placed[1]!.number);
    const beyond = await search({ sort: 'number', direction: 'asc', page: 2, pageSize: 5 });
    expect(beyond.json()).toEqual({ items: [], total: 3 });
    expect((await search({ pageSize: -1 })).json().items).toHaveLength(3);
    expect((await search({ pageSize: 7 })).statusCode).toBe(400);
  });

  it('sees nothing of another firm', async () => {
    const response = await world
      .as(world.stranger)
      .send(orderEndpoints.search, { params: { tenant: world.otherFirm.id }, body: {} });
    expect(response.json()).toEqual({ items: [], total: 0 });
    const foreign = await world
      .as(world.stranger)
      .send(orderEndpoints.get, { params: { tenant: world.otherFirm.id, id: world.placed[1]!.id } });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('exporting orders', () => {
  const exportNew = (language: string) =>
    exportToFile(
      world.app,
      world.inspector,
      orderEndpoints.export,
      {
        params: { tenant: world.firm.id },
        body: { query: { sort: 'number', direction: 'asc', pageSize: 5, statuses: ['new'] } },
      },
      { 'accept-language': language },
    );
  const linesOf = (payload: Buffer) => payload.toString('utf8').slice(1).trimEnd().split('\r\n');
  // Independent of the product's helpers: how a Swedish clock shows the moment.
  const swedishClock = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'short',
  });

  it('answers the search’s hits as a Swedish CSV file named as the order screens, times in Swedish time', async () => {
    const response = await exportNew('sv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bestallningar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(response.rawPayload);
    expect(lines[0]).toBe(
      'Nummer;Status;Kom från;Beställningstyp;Besiktningar;Önskat datum;Önskad tid;Kund;Kund – E-post;' +
        'Kund – Telefon;Adress;Fastighetens läge;Fastighetsbeteckning;Säljare/ägare;Säljare/ägare 2;Mäklare;' +
        'Meddelande;Inkommen;Uppdrag',
    );
    expect(lines).toHaveLength(3);
    const fields = lines[1]!.split(';');
    expect(fields.slice(0, 11)).toEqual([
      world.placed[1]!.number,
      'Ny',
      'Beställningssidan',
      'Köpa',
      'Överlåtelsebesiktning',
      addDays(world.nextDate, 7),
      '13:00',
      'Bygg & Bo AB',
      '',
      '090-12 34 56',
      'Kungsgatan 5, 903 26 Umeå',
    ]);
    const order = await world
      .as(world.inspector)
      .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: world.placed[1]!.id } });
    expect(fields[17]).toBe(swedishClock.format(new Date(order.created)));
  });

  it('names the columns in English for an English reader', async () => {
    const [header, line] = linesOf((await exportNew('en')).rawPayload);
    expect(header).toBe(
      'Number;Status;Came from;Order type;Inspections;Preferred date;Preferred time;Customer;Customer – E-mail;' +
        'Customer – Phone;Address;Estate location;Property designation;Seller/owner;Seller/owner 2;Broker;' +
        'Message;Received;Assignment',
    );
    expect(line!.split(';').slice(1, 3)).toEqual(['New', 'Order page']);
  });
});

describe('exporting orders a page at a time', () => {
  it('writes every order of the search once, in the list’s order, however small the pages', async () => {
    const params = { tenant: world.firm.id };
    const query = { sort: 'preferredDate', direction: 'desc' } as const;
    const job = await requestExport(world.app, world.inspector, orderEndpoints.export, {
      params,
      body: { query },
    });
    await runExportJob(world.app, world.inspector, world.firm.id, job, 1);
    const file = await fetchExportFile(world.app, world.inspector, world.firm.id, job);
    const numbers = file.rawPayload
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[0]);
    const list = await world
      .as(world.inspector)
      .ok(orderEndpoints.search, { params, body: { ...query, pageSize: -1 } });
    expect(numbers.length).toBeGreaterThan(2);
    expect(numbers).toEqual(list.items.map((order) => order.number));
  });
});

describe('exporting orders as a workbook', () => {
  it('answers an Excel file with the same columns, the dates as dates and the times in Swedish time', async () => {
    const response = await exportToFile(world.app, world.inspector, orderEndpoints.export, {
      params: { tenant: world.firm.id },
      body: {
        query: { sort: 'number', direction: 'asc', pageSize: 5, statuses: ['new'] },
        format: 'xlsx',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bestallningar-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.name).toBe('Beställningar');
    const [header, first] = workbook.rows;
    expect(header!.slice(0, 6)).toEqual([
      'Nummer',
      'Status',
      'Kom från',
      'Beställningstyp',
      'Besiktningar',
      'Önskat datum',
    ]);
    expect(workbook.rows).toHaveLength(3);
    expect(first![0]).toBe(world.placed[1]!.number);
    expect(first![5]).toEqual(new Date(`${addDays(world.nextDate, 7)}T00:00:00Z`));
    expect(workbook.numberFormat(2, 6)).toBe('yyyy-mm-dd');
    const order = await world
      .as(world.inspector)
      .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: world.placed[1]!.id } });
    const swedish = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(workbookWallClock(first![17])).toBe(swedish.format(new Date(order.created)));
    expect(workbook.numberFormat(2, 18)).toBe('yyyy-mm-dd hh:mm');
  });
});

describe('exporting orders with formulas in them', () => {
  it('neutralises every cell a spreadsheet would run, and changes nothing stored', async () => {
    const formulas = await buildTenant(world.app, world.owner);
    const type = await buildInspectionType(world.app, formulas.id, { name: '=1+1' });
    const orderType = await postOrderType(world.app, formulas.id, world.owner.auth, {
      name: '@SUM(A1)',
      inspectionTypeIds: [type.id],
    });
    const body = orderBody(
      {
        orderTypeId: orderType.id,
        types: [type.id],
        preferredDate: await nextDateOf(world.app, formulas.id),
      },
      {
        customer: { type: 'person', firstName: '+1+1', lastName: '-2+3', phone: '+46 70 123 45 67' },
        message: '=HYPERLINK("https://evil.example")',
      },
    );
    expect((await submitOrder(world.app, formulas.id, body)).statusCode).toBe(201);
    const response = await exportToFile(world.app, world.owner, orderEndpoints.export, {
      params: { tenant: formulas.id },
      body: { query: { sort: 'number', direction: 'asc', pageSize: 5 } },
    });
    expect(response.statusCode).toBe(200);
    const [, line] = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    const cells = line!.split(';');
    expect(cells[3]).toBe("'@SUM(A1)");
    expect(cells[4]).toBe("'=1+1");
    expect(cells[7]).toBe("'+1+1 -2+3");
    expect(cells[9]).toBe("'+46 70 123 45 67");
    expect(cells[16]).toBe(`"'=HYPERLINK(""https://evil.example"")"`);
    const [stored] = await readRows<{ message: string }>(
      world.app,
      formulas.id,
      sql`SELECT message FROM orders`,
    );
    expect(stored!.message).toBe('=HYPERLINK("https://evil.example")');
  });
});

describe('the day check', () => {
  it('lists the day’s orders waiting for a decision with their estate, and not once accepted', async () => {
    const day = addDays(world.nextDate, 7);
    const response = await dayCheck(day);
    expect(response.json()).toEqual({
      date: day,
      items: [
        {
          id: world.placed[1]!.id,
          number: world.placed[1]!.number,
          status: 'new',
          preferredDate: day,
          preferredTime: '13:00',
          estateLocation: 'Umeå',
          estateNumber: 'Haga 4:2',
          customerName: 'Bygg & Bo AB',
          address: 'Kungsgatan 5, 903 26 Umeå',
        },
      ],
    });
    // The rejected order of the next date is left out.
    const first = await dayCheck(world.nextDate);
    expect(first.json().items.map((item: { number: string }) => item.number)).toEqual([
      world.placed[2]!.number,
    ]);
    const bad = await dayCheck('2026-02-30');
    expect(bad.statusCode).toBe(400);

    // Accepted, the order leaves the list: its assignment stands in the calendar instead.
    const accepted = await world.as(world.owner).send(orderEndpoints.handle, {
      params: { tenant: world.firm.id, id: world.placed[2]!.id },
      query: { accept: 'true' },
      body: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect(numbers(await dayCheck(world.nextDate))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { buildCompany, buildPerson } from './support/contact-factories.ts';
import { buildInspectionType, postInspection } from './support/inspection-factories.ts';
import { orderBody, placeOrder, postOrderType } from './support/order-factories.ts';
import { useOrderWorld } from './support/order-fixture.ts';

/**
 * Search by design through the API (architecture: search): a text shaped like a number, an
 * identity number, a phone number or an e-mail address finds its record however it is written,
 * and free text ranks a match where a word starts with the text before one found inside a word,
 * each rank in the list's own order, across pages. A neighbouring firm holds the same keys and names and is never found.
 */

const world = useOrderWorld(async ({ app, as, firm, otherFirm, owner, stranger, villa, nextDate }) => {
  const person = { middleName: null, number: null, phone: null, email: null, title: null };
  const add = (tenant: { id: string }, user = owner) => ({
    asa: () => buildPerson(as(user), tenant),
    tegsbacken: () => buildCompany(as(user), tenant),
    // Made in the opposite order of their ranks: a list newest first alone would show the word
    // matches after the one inside a word.
    inside: () => buildPerson(as(user), tenant, { ...person, firstName: 'Anna', lastName: 'Lindbergman' }),
    word: () => buildPerson(as(user), tenant, { ...person, firstName: 'Mats', lastName: 'Bergman' }),
    starts: () =>
      buildCompany(as(user), tenant, {
        companyName: 'Bergman Fastigheter AB',
        number: null,
        phone: null,
        email: null,
      }),
  });
  const ours = add(firm);
  const contacts = {
    asa: await ours.asa(),
    tegsbacken: await ours.tegsbacken(),
    starts: await ours.starts(),
    word: await ours.word(),
    inside: await ours.inside(),
  };
  const theirs = add(otherFirm, stranger);
  for (const make of [theirs.asa, theirs.tegsbacken, theirs.inside, theirs.word, theirs.starts]) await make();
  const assign = (customerId: string, street: string) =>
    postInspection(app, firm.id, owner.auth, {
      typeId: villa.id,
      customerId,
      address: { address: street, city: 'Umeå' },
    });
  // Each customer's assignments made after those of the customer ranked before it: newest first
  // alone would list them the other way round.
  const assignments = {
    asa: [await assign(contacts.asa.id, 'Storgatan 1')],
    starts: [
      await assign(contacts.starts.id, 'Storgatan 2'),
      await assign(contacts.starts.id, 'Storgatan 3'),
    ],
    word: [await assign(contacts.word.id, 'Storgatan 4'), await assign(contacts.word.id, 'Storgatan 5')],
    inside: [
      await assign(contacts.inside.id, 'Storgatan 6'),
      await assign(contacts.inside.id, 'Storgatan 7'),
      await assign(contacts.inside.id, 'Storgatan 8'),
    ],
  };
  const theirType = await buildInspectionType(app, otherFirm.id);
  await postInspection(app, otherFirm.id, stranger.auth, { typeId: theirType.id });
  const orderType = await postOrderType(app, firm.id, owner.auth, {
    name: 'Köpa',
    inspectionTypeIds: [villa.id],
  });
  const order = (customer: object) =>
    placeOrder(
      app,
      firm.id,
      orderBody({ orderTypeId: orderType.id, types: [villa.id], preferredDate: nextDate }, {
        customer,
      } as never),
    );
  const reachable = { email: 'kund@example.se' };
  const orders = {
    // The default customer: Karin Köpsson, 811218-9876, karin.kopsson@example.se, 070-123 45 67.
    karin: await placeOrder(
      app,
      firm.id,
      orderBody({ orderTypeId: orderType.id, types: [villa.id], preferredDate: nextDate }),
    ),
    inside: await order({ type: 'person', firstName: 'Anna', lastName: 'Lindbergman', ...reachable }),
    word: await order({ type: 'person', firstName: 'Mats', lastName: 'Bergman', ...reachable }),
    starts: await order({ type: 'company', companyName: 'Bergman Bygg AB', ...reachable }),
  };
  return { contacts, assignments, orders };
});

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

const findContacts = (body: object) =>
  world.as(world.owner).ok(contactEndpoints.search, { params: { tenant: world.firm.id }, body });
const findAssignments = (body: object) =>
  world.as(world.owner).ok(inspectionEndpoints.search, { params: { tenant: world.firm.id }, body });
const findOrders = (body: object) =>
  world.as(world.owner).ok(orderEndpoints.search, { params: { tenant: world.firm.id }, body: body as never });

describe('the exact path', () => {
  it.each([
    ['a personnummer with century and dash', '19811218-9876', 'asa'],
    ['a personnummer without century', '811218-9876', 'asa'],
    ['a personnummer of digits only', '198112189876', 'asa'],
    ['an organisationsnummer with dash', '556036-0793', 'tegsbacken'],
    ['an organisationsnummer without dash', '5560360793', 'tegsbacken'],
    ['a phone number as written', '070-123 45 67', 'asa'],
    ['a phone number of digits', '0701234567', 'asa'],
    ['a phone number with the country code', '+46 70 123 45 67', 'asa'],
    ['an e-mail address in other case', 'Asa.Oberg@Example.se', 'asa'],
  ] as const)('finds a contact by %s', async (_, query, who) => {
    expect(ids(await findContacts({ query }))).toEqual([world.contacts[who].id]);
  });

  it.each([
    ['its number', (): string => world.assignments.asa[0]!.number, true],
    ['its customer’s personnummer', () => '811218-9876', true],
    ['its customer’s phone number', () => '+46701234567', true],
    ['its customer’s e-mail address', () => 'ASA.OBERG@example.se', true],
    ['an organisationsnummer of a customer without assignments', () => '5560360793', false],
  ])('finds an assignment by %s', async (_, text, found) => {
    expect(ids(await findAssignments({ text: text() }))).toEqual(found ? [world.assignments.asa[0]!.id] : []);
  });

  it.each([
    ['its number in lower case', () => world.orders.karin.number.toLowerCase()],
    ['its customer’s e-mail address', () => 'KARIN.KOPSSON@example.se'],
    ['its customer’s phone number', () => '0046 70 123 45 67'],
  ])('finds an order by %s', async (_, text) => {
    expect(ids(await findOrders({ text: text() }))).toEqual([world.orders.karin.id]);
  });

  it('falls back to free text when no record has the key', async () => {
    // Shaped like a phone number, but only a part of one: found inside the stored digits.
    expect(ids(await findContacts({ query: '0701234' }))).toEqual([world.contacts.asa.id]);
  });
});

describe('the ranking of free text', () => {
  it('lists the contacts with a word that starts with the text first, then those with it inside a word', async () => {
    const { starts, word, inside } = world.contacts;
    expect(ids(await findContacts({ query: 'bergman' }))).toEqual([starts.id, word.id, inside.id]);
    expect(ids(await findContacts({ query: 'bergman', sort: 'created' }))).toEqual([
      word.id,
      starts.id,
      inside.id,
    ]);
  });

  it('ranks the assignments by their customer’s name before their own order, page after page', async () => {
    const newestFirst = (list: { id: string }[]) => list.map((made) => made.id).reverse();
    const expected = [
      ...newestFirst([...world.assignments.starts, ...world.assignments.word]),
      ...newestFirst(world.assignments.inside),
    ];
    expect(ids(await findAssignments({ text: 'Bergman' }))).toEqual(expected);
    const first = await findAssignments({ text: 'bergman', pageSize: 5 });
    expect(first).toMatchObject({ total: 7 });
    const second = await findAssignments({ text: 'bergman', pageSize: 5, cursor: first.nextCursor });
    expect([...ids(first), ...ids(second)]).toEqual(expected);
    expect(second.nextCursor).toBeUndefined();
    const byNumber = ids(await findAssignments({ text: 'bergman', sort: 'number', direction: 'asc' }));
    expect(byNumber).toEqual([
      ...world.assignments.starts.map((made) => made.id),
      ...world.assignments.word.map((made) => made.id),
      ...world.assignments.inside.map((made) => made.id),
    ]);
  });

  it('ranks the orders by their customer’s name', async () => {
    const expected = [world.orders.starts.id, world.orders.word.id, world.orders.inside.id];
    expect(ids(await findOrders({ text: 'bergman' }))).toEqual(expected);
  });

  it('refuses a cursor of the plain list for a text search', async () => {
    const plain = await findAssignments({ pageSize: 5 });
    const response = await world.as(world.owner).send(inspectionEndpoints.search, {
      params: { tenant: world.firm.id },
      body: { text: 'bergman', pageSize: 5, cursor: plain.nextCursor } as never,
    });
    expect(response.statusCode).toBe(400);
  });
});

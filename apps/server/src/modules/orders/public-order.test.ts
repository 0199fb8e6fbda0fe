import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import { PUBLIC_ORDER_BODY_MAX_BYTES, PUBLIC_ORDER_RATE_LIMIT } from '@syna/contracts/orders';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { emailTemplateEndpoints } from '@syna/contracts/endpoints/email';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import { OVER_MAIL_LIMIT } from '../../platform/mail/mail-outbox.ts';
import { buildInspectionType, currentYear, readRows } from '../../../test/support/inspection-factories.ts';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import {
  changeSettings,
  clientAddress,
  countRows,
  orderBody,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';
import { addDays } from '@syna/contracts/time-zone';

const world = useOrderWorld();
let energy: { id: string; name: string };
let notOffered: { id: string };
let orderType: { id: string; name: string };
let hiddenType: { id: string; name: string };
let archivedType: { id: string };
let foreignOrderType: { id: string };

const year = String(currentYear());

beforeAll(async () => {
  energy = await buildInspectionType(world.app, world.firm.id, { name: 'Energideklaration' });
  notOffered = await buildInspectionType(world.app, world.firm.id, { name: 'Radonmätning' });
  orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    name: 'Köpa hus',
    description: 'För dig som ska köpa',
    inspectionTypeIds: [world.villa.id, energy.id],
  });
  hiddenType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    name: 'Mäklaruppdrag',
    inspectionTypeIds: [world.villa.id],
    hidden: true,
  });
  archivedType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    name: 'Gammal typ',
    inspectionTypeIds: [world.villa.id],
    archived: true,
  });
  const foreignInspectionType = await buildInspectionType(world.app, world.otherFirm.id);
  foreignOrderType = await postOrderType(world.app, world.otherFirm.id, world.stranger.auth, {
    inspectionTypeIds: [foreignInspectionType.id],
  });
  await changeSettings(world.app, world.firm.id, world.owner.auth, {
    orderCompletedHeader: 'Tack för din beställning!',
    orderCompletedText: 'Vi hör av oss inom en arbetsdag.',
    privacyPolicy: 'https://besiktningsfirman.se/integritet',
    orderDispatcherEmail: 'order@besiktningsfirman.se',
  });
});

const validOrder = (overrides = {}) =>
  orderBody({ orderTypeId: orderType.id, types: [world.villa.id], preferredDate: world.nextDate }, overrides);

describe('the order page', () => {
  it('offers the firm, its visible order types with their inspection types, the policy and next date', async () => {
    const response = await world
      .as(null)
      .send(publicOrderEndpoints.page, { params: { tenant: world.firm.id }, query: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tenant: { id: world.firm.id, name: 'Besiktningsfirman AB', logo: null },
      orderTypes: [
        {
          id: orderType.id,
          name: 'Köpa hus',
          nameEn: null,
          description: 'För dig som ska köpa',
          inspectionTypes: [
            { id: world.villa.id, name: 'Överlåtelsebesiktning', nameEn: null },
            { id: energy.id, name: 'Energideklaration', nameEn: null },
          ],
          forms: [],
        },
      ],
      privacyPolicy: 'https://besiktningsfirman.se/integritet',
      calendarEnabled: false,
      emailRequired: false,
      nextDate: world.nextDate,
    });
  });

  it('also offers the hidden order types with ?hidden=true, never the archived', async () => {
    const response = await world.as(null).send(publicOrderEndpoints.page, {
      params: { tenant: world.firm.id },
      query: { hidden: 'true' },
    });
    const names = (response.json() as { orderTypes: { name: string }[] }).orderTypes.map((type) => type.name);
    expect(names).toEqual(['Köpa hus', 'Mäklaruppdrag']);
  });

  it('names a next date on one of the firm’s working days, after today', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format();
    expect(world.nextDate > today).toBe(true);
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${world.nextDate}T00:00:00Z`).getUTCDay());
  });

  it('answers an unknown firm with 404 "Företaget finns inte"', async () => {
    for (const call of [
      () =>
        world.as(null).send(publicOrderEndpoints.page, { params: { tenant: 'finns-inte-alls' }, query: {} }),
      () => world.as(null).send(publicOrderEndpoints.nextDate, { params: { tenant: 'finns-inte-alls' } }),
      () =>
        world.as(null).send(publicOrderEndpoints.page, { params: { tenant: 'Ogiltigt_Namn' }, query: {} }),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, detail: 'Företaget finns inte' });
    }
    const order = await submitOrder(world.app, 'finns-inte-alls', validOrder());
    expect(order.statusCode).toBe(404);
    expect(order.json()).toMatchObject({ detail: 'Företaget finns inte' });
  });
});

describe('placing an order', () => {
  it('stores a good order, numbered B{year}-NNNN, answers the firm’s completed texts and lands in the inbox', async () => {
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({ types: [world.villa.id, energy.id] }),
    );
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({
      number: expect.stringMatching(new RegExp(`^B${year}-\\d{4}$`)),
      header: 'Tack för din beställning!',
      text: 'Vi hör av oss inom en arbetsdag.',
    });

    const inbox = await world
      .as(world.inspector)
      .send(orderEndpoints.inbox, { params: { tenant: world.firm.id }, query: {} });
    expect(inbox.statusCode).toBe(200);
    const listed = inbox.json().items.find((item: { number: string }) => item.number === receipt.number);
    expect(listed).toMatchObject({
      status: 'new',
      source: 'web',
      orderType: { id: orderType.id, name: 'Köpa hus' },
      customerName: 'Karin Köpsson',
      address: 'Storgatan 12, 903 25 Umeå',
      preferredDate: world.nextDate,
      inspection: null,
    });

    const order = await world
      .as(world.owner)
      .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: listed.id } });
    expect(order).toMatchObject({
      types: [
        { id: world.villa.id, name: 'Överlåtelsebesiktning' },
        { id: energy.id, name: 'Energideklaration' },
      ],
      // Identity numbers and postal codes are stored normalised.
      customer: { type: 'person', number: '19811218-9876', email: 'karin.kopsson@example.se' },
      owner1: { type: 'company', companyName: 'Säljbolaget AB', number: '556036-0793' },
      object: { address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' } },
      estateNumber: 'Tegsbacken 2:14',
      message: 'Nyckel finns hos grannen',
    });
  });

  it('takes a sole trader’s organisation number (the owner’s personnummer, twelve digits) and stores it as the person’s', async () => {
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({
        customer: {
          type: 'company',
          companyName: 'Öbergs Måleri',
          number: '196408233234',
          email: 'info@obergs-maleri.se',
        },
        owner1: { type: 'company', companyName: 'Nowaks Bygg', number: '197906889972' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const [order] = await readRows<{ id: string }>(
      world.app,
      world.firm.id,
      sql`SELECT id FROM orders WHERE number = ${response.json().number}`,
    );
    const stored = await world
      .as(world.owner)
      .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: order!.id } });
    expect(stored).toMatchObject({
      customer: { type: 'company', companyName: 'Öbergs Måleri', number: '19640823-3234' },
      // A sole trader registered under a samordningsnummer.
      owner1: { type: 'company', companyName: 'Nowaks Bygg', number: '19790688-9972' },
    });
  });

  it('notifies every staff member who handles orders, live, with a link to the order', async () => {
    const before = await countRows(world.app, world.firm.id, 'notifications');
    const response = await submitOrder(world.app, world.firm.id, validOrder());
    const { number } = response.json();
    const rows = await readRows<{
      user_id: string;
      subject: string;
      body: string;
      attributes: { route: string };
      icon: string;
      action: { label: string; route: string };
    }>(
      world.app,
      world.firm.id,
      sql`SELECT user_id, subject, body, attributes, icon, action FROM notifications WHERE subject = ${`Ny beställning ${number}`}`,
    );
    const [order] = await readRows<{ id: string }>(
      world.app,
      world.firm.id,
      sql`SELECT id FROM orders WHERE number = ${number}`,
    );
    // The owner and the office handle orders; a viewer only reads them, and a guest does not see them.
    expect(rows.map((row) => row.user_id).sort()).toEqual([world.owner.id, world.inspector.id].sort());
    const orderPage = `/${world.firm.id}/order/${order!.id}`;
    expect(rows[0]).toMatchObject({
      body: 'Karin Köpsson, Storgatan 12, 903 25 Umeå',
      icon: 'order',
      attributes: { route: orderPage },
      action: { label: 'Öppna beställningen', route: orderPage },
    });
    expect(await countRows(world.app, world.firm.id, 'notifications')).toBe(before + 2);
  });

  it('tells by e-mail those who chose so, and not in the app those who turned it off', async () => {
    const choose = (notices: object) =>
      world.as(world.inspector).ok(profileEndpoints.updateProfile, {
        params: { tenant: world.firm.id },
        body: { properties: { notices } },
      });
    await choose({ newOrder: { app: false, email: true } });
    try {
      const { number } = (await submitOrder(world.app, world.firm.id, validOrder())).json();
      const told = await readRows<{ user_id: string }>(
        world.app,
        world.firm.id,
        sql`SELECT user_id FROM notifications WHERE subject = ${`Ny beställning ${number}`}`,
      );
      expect(told.map((row) => row.user_id)).toEqual([world.owner.id]);
      const mails = await readRows<{ recipients: string[]; text_body: string }>(
        world.app,
        world.firm.id,
        sql`SELECT recipients, text_body FROM mail_outbox WHERE subject = ${`Ny beställning ${number}`}`,
      );
      const personal = mails.find((mail) => mail.recipients.includes(world.inspector.email));
      expect(personal?.text_body).toContain('Karin Köpsson, Storgatan 12, 903 25 Umeå');
      expect(personal?.text_body).toMatch(/Öppna beställningen: http\S+\/main\/[^/]+\/order\/[0-9a-f-]+/);
      expect(personal?.text_body).toContain('under Inställningar');
    } finally {
      await choose({});
    }
  });

  it('tells each member in the language they chose in their settings', async () => {
    const chooseLanguage = (language: 'en' | null) =>
      world.as(world.inspector).ok(profileEndpoints.updateProfile, {
        params: { tenant: world.firm.id },
        body: { language },
      });
    await chooseLanguage('en');
    try {
      const { number } = (await submitOrder(world.app, world.firm.id, validOrder())).json();
      const rows = await readRows<{ user_id: string; subject: string; action: { label: string } }>(
        world.app,
        world.firm.id,
        sql`SELECT user_id, subject, action FROM notifications WHERE subject LIKE ${`% ${number}`}`,
      );
      const told = Object.fromEntries(rows.map((row) => [row.user_id, [row.subject, row.action.label]]));
      expect(told).toEqual({
        [world.inspector.id]: [`New order ${number}`, 'Open the order'],
        [world.owner.id]: [`Ny beställning ${number}`, 'Öppna beställningen'],
      });
    } finally {
      await chooseLanguage(null);
    }
  });

  it('queues an e-mail to the order dispatcher with what the office plans the inspection by', async () => {
    const response = await submitOrder(world.app, world.firm.id, validOrder({ preferredTime: '09:00' }));
    const { number } = response.json();
    const mails = await readRows<{ recipients: string[]; text_body: string }>(
      world.app,
      world.firm.id,
      sql`SELECT recipients, text_body FROM mail_outbox WHERE subject = ${`Ny beställning ${number}`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipients).toEqual(['order@besiktningsfirman.se']);
    const lines = mails[0]!.text_body.split('\n');
    expect(lines).toContain('Kund: Karin Köpsson (karin.kopsson@example.se, 070-123 45 67)');
    expect(lines).toContain('Mäklare: Mats Mäklarsson (mats@maklarna.se)');
    expect(lines).toContain('Objekt: Storgatan 12, 903 25 Umeå');
    expect(lines).toContain('Fastighetsbeteckning: Tegsbacken 2:14');
    // The day as the office says it, with its weekday, not as the database keeps it.
    expect(lines).toContainEqual(
      expect.stringMatching(/^Önskad dag: [a-zåäö]+dag \d{1,2} [a-zåäö]+ \d{4} kl\. 09:00$/),
    );
    expect(mails[0]!.text_body).toContain('Meddelande från kunden:\nNyckel finns hos grannen');
  });

  it('accepts a hidden order type', async () => {
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({ orderTypeId: hiddenType.id, types: [world.villa.id] }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('gives concurrent orders distinct numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => submitOrder(world.app, world.firm.id, validOrder())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = responses.map((response) => response.json().number as string);
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('refusing a bad order', () => {
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    [
      'a personnummer with a wrong check digit',
      () => validOrder({ customer: { ...validOrder().customer, number: '811218-9875' } }),
      'body.customer.number',
      'Ogiltigt personnummer',
    ],
    [
      'an organisationsnummer with a wrong check digit',
      () => validOrder({ owner1: { type: 'company', companyName: 'Fel AB', number: '556036-0794' } }),
      'body.owner1.number',
      'Ogiltigt organisationsnummer',
    ],
    [
      'a postal code that is not Swedish',
      () => validOrder({ object: { address: { address: 'Storgatan 1', postalCode: '0123', city: 'Umeå' } } }),
      'body.object.address.postalCode',
      'Ogiltigt postnummer',
    ],
    [
      'a malformed e-mail address',
      () => validOrder({ customer: { ...validOrder().customer, email: 'karin@' } }),
      'body.customer.email',
      'Ogiltig e-postadress',
    ],
    [
      'no acceptance of the privacy policy',
      () => ({ ...validOrder(), privacyAccepted: false }),
      'body.privacyAccepted',
      'Du behöver godkänna integritetspolicyn',
    ],
    [
      'a date before the next date',
      () => validOrder({ preferredDate: addDays(world.nextDate, -1) }),
      'body.preferredDate',
      'Tidigaste möjliga datum är ',
    ],
    [
      'an inspection type the order type does not offer',
      () => validOrder({ types: [world.villa.id, notOffered.id] }),
      'body.types',
      'Välj bland de besiktningar som beställningstypen erbjuder',
    ],
    [
      'another firm’s order type',
      () => validOrder({ orderTypeId: foreignOrderType.id }),
      'body.orderTypeId',
      'Typen av beställning finns inte',
    ],
    [
      'an archived order type',
      () => validOrder({ orderTypeId: archivedType.id }),
      'body.orderTypeId',
      'Typen av beställning finns inte',
    ],
  ];

  it.each(cases)('refuses %s with a field error and writes nothing', async (_name, body, field, message) => {
    const before = {
      orders: await countRows(world.app, world.firm.id, 'orders'),
      notifications: await countRows(world.app, world.firm.id, 'notifications'),
      counters: await readRows(world.app, world.firm.id, sql`SELECT * FROM order_number_counters`),
    };
    const response = await submitOrder(world.app, world.firm.id, body());
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem.errors[field]?.join(' ')).toContain(message);
    expect({
      orders: await countRows(world.app, world.firm.id, 'orders'),
      notifications: await countRows(world.app, world.firm.id, 'notifications'),
      counters: await readRows(world.app, world.firm.id, sql`SELECT * FROM order_number_counters`),
    }).toEqual(before);
  });

  it('names the earliest date in Swedish', async () => {
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({ preferredDate: addDays(world.nextDate, -1) }),
    );
    expect(response.json().errors['body.preferredDate']).toEqual([
      `Tidigaste möjliga datum är ${world.nextDate}`,
    ]);
  });

  it('answers a bot that fills in the honeypot as if stored, and stores nothing', async () => {
    const before = [
      await countRows(world.app, world.firm.id, 'orders'),
      await countRows(world.app, world.firm.id, 'notifications'),
    ];
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({ website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      number: expect.stringMatching(new RegExp(`^B${year}-\\d{4}$`)),
      header: 'Tack för din beställning!',
      text: 'Vi hör av oss inom en arbetsdag.',
    });
    expect([
      await countRows(world.app, world.firm.id, 'orders'),
      await countRows(world.app, world.firm.id, 'notifications'),
    ]).toEqual(before);
  });

  it('refuses a body over the public limit with 413', async () => {
    const before = await countRows(world.app, world.firm.id, 'orders');
    const response = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({ message: 'x'.repeat(PUBLIC_ORDER_BODY_MAX_BYTES) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await countRows(world.app, world.firm.id, 'orders')).toBe(before);
  });

  it('limits the orders one address may place at one firm, with a 429 in Swedish', async () => {
    const address = clientAddress();
    for (let attempt = 0; attempt < PUBLIC_ORDER_RATE_LIMIT.max; attempt += 1) {
      // Refused orders count too: the limit is on attempts.
      const response = await submitOrder(world.app, world.firm.id, { privacyAccepted: true }, address);
      expect(response.statusCode).toBe(400);
    }
    const before = await countRows(world.app, world.firm.id, 'orders');
    const limited = await submitOrder(world.app, world.firm.id, validOrder(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      status: 429,
      detail: expect.stringContaining('För många beställningar'),
    });
    expect(await countRows(world.app, world.firm.id, 'orders')).toBe(before);
    // Another address, or the same address at another firm, is not affected.
    expect((await submitOrder(world.app, world.firm.id, validOrder())).statusCode).toBe(201);
    expect(
      (await submitOrder(world.app, world.otherFirm.id, { privacyAccepted: true }, address)).statusCode,
    ).toBe(400);
  });

  it('does not let a client on the internet dodge the limit by naming other addresses', async () => {
    // Only proxies on loopback and private networks are trusted to name the client.
    const fromInternet = (forwardedFor: string) =>
      world.app.inject({
        method: 'POST',
        url: endpointUrl(publicOrderEndpoints.submit, { params: { tenant: world.firm.id } }),
        remoteAddress: '203.0.113.77',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { privacyAccepted: true },
      });
    for (let attempt = 0; attempt < PUBLIC_ORDER_RATE_LIMIT.max; attempt += 1) {
      expect((await fromInternet(clientAddress())).statusCode).toBe(400);
    }
    expect((await fromInternet(clientAddress())).statusCode).toBe(429);
  });
});

describe('the customer’s confirmation', () => {
  interface Mail {
    recipients: string[];
    subject: string;
    text_body: string;
  }
  const mailsOf = (tenantId: string, number: string) =>
    readRows<Mail>(
      world.app,
      tenantId,
      sql`SELECT recipients, subject, text_body FROM mail_outbox
          WHERE subject LIKE ${`%${number}%`} AND NOT subject LIKE 'Ny beställning%' ORDER BY recipients[1]`,
    );

  it('e-mails the customer and the broker that the order is received, in Swedish', async () => {
    const otherFirmMails = await countRows(world.app, world.otherFirm.id, 'mail_outbox');
    const response = await submitOrder(world.app, world.firm.id, validOrder({ preferredTime: null }));
    const { number } = response.json();
    const mails = await mailsOf(world.firm.id, number);
    expect(mails.map((mail) => mail.recipients)).toEqual([
      ['karin.kopsson@example.se'],
      ['mats@maklarna.se'],
    ]);
    const [customer, broker] = mails;
    expect(customer!.subject).toBe(`Vi har tagit emot beställning ${number}`);
    expect(customer!.text_body).toBe(
      [
        'Hej Karin Köpsson,',
        '',
        'Tack! Besiktningsfirman AB har tagit emot beställningen och återkommer med en bekräftad tid för besiktningen.',
        '',
        `Beställning: ${number}`,
        'Beställare: Karin Köpsson',
        'Adress: Storgatan 12, 903 25 Umeå',
        `Önskad dag: ${world.nextDate}`,
        '',
        'Med vänliga hälsningar',
        'Besiktningsfirman AB',
        '',
      ].join('\n'),
    );
    expect(broker!.text_body).toContain('Hej Mats Mäklarsson,');
    expect(broker!.text_body).toContain('Beställare: Karin Köpsson');
    expect(await countRows(world.app, world.otherFirm.id, 'mail_outbox')).toBe(otherFirmMails);
  });

  it('writes in the order page’s language, and to no one without an address', async () => {
    const response = await world.as(null).send(
      publicOrderEndpoints.submit,
      {
        params: { tenant: world.firm.id },
        body: validOrder({
          broker: null,
          customer: { type: 'person', firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com' },
        }) as never,
      },
      { 'x-forwarded-for': clientAddress(), 'accept-language': 'en' },
    );
    const { number } = response.json();
    const mails = await mailsOf(world.firm.id, number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`We have received order ${number}`);
    expect(mails[0]!.text_body).toContain('Dear Kim Lee,');
    expect(mails[0]!.text_body).toContain('Address: Storgatan 12, 903 25 Umeå');

    const unreachable = await submitOrder(
      world.app,
      world.firm.id,
      validOrder({
        broker: null,
        customer: { type: 'person', firstName: 'Per', lastName: 'Tel', phone: '070-123 45 67' },
      }),
    );
    expect(unreachable.statusCode).toBe(201);
    expect(await mailsOf(world.firm.id, unreachable.json().number)).toEqual([]);
  });

  it('uses the firm’s own template tagged order-received', async () => {
    const created = await world.as(world.owner).send(emailTemplateEndpoints.create, {
      params: { tenant: world.firm.id },
      body: {
        name: 'Vår bekräftelse',
        tag: 'order-received',
        subject: 'Tack, {{ contact.firstName }}! ({{ order.number }})',
        body: 'Vi ses {{ order.preferredDate }} på {{ order.address }}.',
      },
    });
    expect(created.statusCode).toBe(201);
    const response = await submitOrder(world.app, world.firm.id, validOrder({ broker: null }));
    const { number } = response.json();
    const mails = await mailsOf(world.firm.id, number);
    expect(mails.map(({ subject, text_body }) => ({ subject, text_body }))).toEqual([
      {
        subject: `Tack, Karin! (${number})`,
        text_body: `Vi ses ${world.nextDate} på Storgatan 12, 903 25 Umeå.`,
      },
    ]);
    await world
      .as(world.owner)
      .send(emailTemplateEndpoints.remove, { params: { tenant: world.firm.id, id: created.json().id } });
  });
});

describe('a firm that requires the customer’s e-mail', () => {
  const phoneOnly = () =>
    validOrder({
      broker: null,
      customer: { type: 'person', firstName: 'Per', lastName: 'Tel', phone: '070-123 45 67' },
    });

  it('says so on its order page, and refuses an order without e-mail with a field error, in the page’s language', async () => {
    await changeSettings(world.app, world.firm.id, world.owner.auth, { 'order.emailRequired': true });
    try {
      const page = await world
        .as(null)
        .send(publicOrderEndpoints.page, { params: { tenant: world.firm.id }, query: {} });
      expect(page.json()).toMatchObject({ emailRequired: true });
      const before = await countRows(world.app, world.firm.id, 'orders');
      const refused = await submitOrder(world.app, world.firm.id, phoneOnly());
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        'body.customer.email': ['Ange din e-postadress, så att vi kan bekräfta beställningen'],
      });
      const inEnglish = await world
        .as(null)
        .send(
          publicOrderEndpoints.submit,
          { params: { tenant: world.firm.id }, body: phoneOnly() as never },
          { 'x-forwarded-for': clientAddress(), 'accept-language': 'en' },
        );
      expect(inEnglish.json().errors).toEqual({
        'body.customer.email': ['Enter your e-mail address, so that we can confirm the order'],
      });
      expect(await countRows(world.app, world.firm.id, 'orders')).toBe(before);
      expect((await submitOrder(world.app, world.firm.id, validOrder())).statusCode).toBe(201);
      // Another firm's order page keeps its own choice.
      const other = await world.as(null).send(publicOrderEndpoints.page, {
        params: { tenant: world.otherFirm.id },
        query: {},
      });
      expect(other.json()).toMatchObject({ emailRequired: false });
    } finally {
      await changeSettings(world.app, world.firm.id, world.owner.auth, { 'order.emailRequired': false });
    }
    expect((await submitOrder(world.app, world.firm.id, phoneOnly())).statusCode).toBe(201);
  });
});

describe('the mail of public orders', () => {
  /** The firm's outbox by outcome: messages to be sent, and those kept back by the limits. */
  async function outbox() {
    const rows = await readRows<{ status: string; last_error: string | null }>(
      world.app,
      world.firm.id,
      // The dispatcher's mails only: a member may have chosen to be e-mailed of new orders too.
      sql`SELECT status, last_error FROM mail_outbox
          WHERE subject LIKE 'Ny beställning%' AND NOT (${world.inspector.email} = ANY(recipients))`,
    );
    return {
      queued: rows.filter((row) => row.status === 'queued').length,
      limited: rows.filter((row) => row.status === 'failed' && row.last_error === OVER_MAIL_LIMIT).length,
    };
  }
  const jobCount = async () =>
    (
      (await world.app.database.ownerSql('SELECT count(*)::int AS n FROM job_outbox')).rows[0] as {
        n: number;
      }
    ).n;

  /** An order whose customer has only a phone and no broker: the dispatcher's is its only mail. */
  const dispatcherOnly = () =>
    validOrder({
      broker: null,
      customer: { type: 'person', firstName: 'Per', lastName: 'Tel', phone: '070-123 45 67' },
    });

  it('cannot mail the dispatcher more than the hourly limit, yet every order is taken', async () => {
    const [before, ordersBefore, jobsBefore] = [
      await outbox(),
      await countRows(world.app, world.firm.id, 'orders'),
      await jobCount(),
    ];
    const orders = MAIL_LIMITS_PER_HOUR.recipient - before.queued + 2;
    for (let index = 0; index < orders; index++) {
      expect((await submitOrder(world.app, world.firm.id, dispatcherOnly())).statusCode).toBe(201);
    }
    expect(await countRows(world.app, world.firm.id, 'orders')).toBe(ordersBefore + orders);
    expect(await outbox()).toEqual({ queued: MAIL_LIMITS_PER_HOUR.recipient, limited: before.limited + 2 });
    expect((await jobCount()) - jobsBefore).toBe(orders - 2);
    // The dispatcher's address in another case is the same recipient.
    await changeSettings(world.app, world.firm.id, world.owner.auth, {
      orderDispatcherEmail: 'Order@Besiktningsfirman.SE',
    });
    expect((await submitOrder(world.app, world.firm.id, dispatcherOnly())).statusCode).toBe(201);
    expect(await outbox()).toEqual({ queued: MAIL_LIMITS_PER_HOUR.recipient, limited: before.limited + 3 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { sql } from 'drizzle-orm';
import { useOrderWorld } from '../../../test/support/order-fixture.ts';
import { buildContact, readRows } from '../../../test/support/inspection-factories.ts';
import { countRows, orderBody, placeOrder, postOrderType } from '../../../test/support/order-factories.ts';

// Sharing (Dela) sends the order's summary to an address-book contact with an e-mail address,
// through the mail outbox, and records recipient and time on the order.

const world = useOrderWorld();
let order: { id: string; number: string };

beforeAll(async () => {
  const orderType = await postOrderType(world.app, world.firm.id, world.owner.auth, {
    inspectionTypeIds: [world.villa.id],
  });
  order = await placeOrder(
    world.app,
    world.firm.id,
    orderBody(
      { orderTypeId: orderType.id, types: [world.villa.id], preferredDate: '2031-06-03' },
      { preferredTime: '09:30' },
    ),
  );
});

const share = (body: object, user = world.inspector, tenant = world.firm.id, id = order.id) =>
  world.as(user).send(orderEndpoints.share, { params: { tenant, id }, body: body as never });
const outbox = () =>
  readRows<{ recipients: string[]; subject: string; text_body: string }>(
    world.app,
    world.firm.id,
    sql`SELECT recipients, subject, text_body FROM mail_outbox WHERE subject LIKE 'Beställning %' ORDER BY created_at`,
  );

describe('sharing an order', () => {
  it('e-mails the summary to the contact and shows recipient and time on the order', async () => {
    const partner = await buildContact(world.app, world.firm.id, {
      name: 'Norrlands Besiktning AB',
      email: 'order@norrbesikt.se',
    });
    const response = await share({ contactId: partner.id, message: 'Kan ni ta denna?' });
    expect(response.statusCode).toBe(201);
    const shared = response.json();
    expect(shared).toMatchObject({
      partner: 'Norrlands Besiktning AB',
      email: 'order@norrbesikt.se',
      contact: { id: partner.id, name: 'Norrlands Besiktning AB' },
      message: 'Kan ni ta denna?',
      createdBy: { id: world.inspector.id, name: world.inspector.name },
    });
    expect(Date.now() - Date.parse(shared.created)).toBeLessThan(60_000);
    const stored = await world
      .as(world.viewer)
      .ok(orderEndpoints.get, { params: { tenant: world.firm.id, id: order.id } });
    expect(stored.shares).toEqual([shared]);

    const [mail] = await outbox();
    expect(mail!.recipients).toEqual(['order@norrbesikt.se']);
    expect(mail!.subject).toBe(`Beställning ${order.number} från Besiktningsfirman AB`);
    expect(mail!.text_body).toBe(
      [
        `Besiktningsfirman AB delar beställning ${order.number} med dig.`,
        '',
        'Kan ni ta denna?',
        '',
        'Beställt: Överlåtelsebesiktning',
        'Objekt: Storgatan 12, 903 25 Umeå',
        'Fastighet: Tegsbacken 2:14, Umeå',
        'Beskrivning: Villa med källare',
        'Önskat datum: tisdag 3 juni 2031 kl. 09:30',
        'Kund: Karin Köpsson (karin.kopsson@example.se, 070-123 45 67)',
      ].join('\n'),
    );
    // No identity numbers leave the firm by e-mail.
    expect(mail!.text_body).not.toMatch(/9876|0793/);
  });

  it('refuses no contact, a contact without e-mail and another firm’s contact, and sends nothing', async () => {
    const silent = await buildContact(world.app, world.firm.id, { name: 'Utan E-post' });
    const foreign = await buildContact(world.app, world.otherFirm.id, {
      name: 'Annan firmas kontakt',
      email: 'annan@example.se',
    });
    const mailsBefore = await countRows(world.app, world.firm.id, 'mail_outbox');
    const sharesBefore = await countRows(world.app, world.firm.id, 'order_shares');
    for (const [body, detail] of [
      [{ message: 'Hej' }, 'Välj en kontakt'],
      [{ contactId: 'partner@example.se' }, 'Välj en kontakt'],
      [{ contactId: silent.id }, 'Kontakten saknar e-postadress'],
      [{ contactId: foreign.id }, 'Kontakten finns inte i adressboken'],
    ] as const) {
      const response = await share(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['body.contactId']).toEqual([detail]);
    }
    expect(await countRows(world.app, world.firm.id, 'mail_outbox')).toBe(mailsBefore);
    expect(await countRows(world.app, world.firm.id, 'order_shares')).toBe(sharesBefore);
  });

  it('answers another firm’s order with 404 and lets no reader share', async () => {
    const partner = await buildContact(world.app, world.firm.id, { name: 'Partner', email: 'p@example.se' });
    expect((await share({ contactId: partner.id }, world.viewer)).statusCode).toBe(403);
    const foreign = await share({ contactId: partner.id }, world.stranger, world.otherFirm.id);
    expect(foreign.statusCode).toBe(404);
  });
});

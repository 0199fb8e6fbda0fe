import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAIL_ATTACHMENTS_MAX_BYTES } from '@syna/contracts/email';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { queryRows } from '../../platform/db/database.ts';
import { firmLookups, postInspection, readRows } from '../../../test/support/inspection-factories.ts';
import { buildUser, type TestUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { attachFile, buildPerson, pdfDocument, pdfFile } from '../../../test/support/contact-factories.ts';

// Sending: a member e-mails about an assignment or a contact, with the contact's files attached;
// the message goes through the outbox, is recorded on the assignment and the contact, and an
// administrator reads it in the outbox as it was written.

const world = useTwoFirms({ name: 'member', roles: ['user'] });
const inFirm = () => ({ tenant: world.firm.id });

async function newAssignment() {
  const { type } = await firmLookups(world.app, world.firm.id);
  return postInspection(world.app, world.firm.id, world.owner.auth, { typeId: type.id });
}

const outboxRows = () =>
  readRows<{ id: string; status: string }>(world.app, world.firm.id, sql`SELECT id, status FROM mail_outbox`);
const attachmentRows = () =>
  readRows<{ filename: string; content: Uint8Array }>(
    world.app,
    world.firm.id,
    sql`SELECT mail_id, position, filename, content FROM mail_attachments ORDER BY mail_id, position`,
  );
/** Runs a refused request and checks that the outbox is as it was. */
async function expectNothingSent(run: () => Promise<void>) {
  const [messages, attachments] = [await outboxRows(), await attachmentRows()];
  await run();
  expect(await outboxRows()).toEqual(messages);
  expect(await attachmentRows()).toEqual(attachments);
}

describe('sending a message', () => {
  it('queues it with the contact’s file copied in, recorded on the assignment and the contact', async () => {
    const inspection = await newAssignment();
    const contact = await buildPerson(world.as(world.owner), world.firm);
    const bytes = pdfDocument('Besiktningsprotokoll');
    const file = await attachFile(world.as(world.owner), world.firm, contact, {
      name: 'Protokoll.pdf',
      type: 'application/pdf',
      bytes,
    });
    const response = await world.as(world.member).send(mailMessageEndpoints.send, {
      params: inFirm(),
      body: {
        to: ['asa.oberg@example.se'],
        subject: `Protokoll ${inspection.number}`,
        body: 'Hej Åsa!\n\nHär kommer protokollet.',
        inspectionId: inspection.id,
        contactId: contact.id,
        attachments: [{ kind: 'contact-file', id: file.id }],
      },
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({
      to: ['asa.oberg@example.se'],
      subject: `Protokoll ${inspection.number}`,
      status: 'queued',
      sentBy: { id: world.member.id, name: world.member.name },
      attachments: [{ filename: 'Protokoll.pdf', size: bytes.length }],
    });
    expect(sent).not.toHaveProperty('text');

    const onAssignment = await world.as(world.member).ok(mailMessageEndpoints.sent, {
      params: inFirm(),
      query: { inspectionId: inspection.id },
    });
    expect(onAssignment).toEqual({ items: [sent], total: 1 });
    const onContact = await world.as(world.member).ok(mailMessageEndpoints.sent, {
      params: inFirm(),
      query: { contactId: contact.id },
    });
    expect(onContact.items.map((item) => item.id)).toEqual([sent.id]);

    const outbox = await world
      .as(world.owner)
      .ok(mailMessageEndpoints.outbox, { params: inFirm(), query: {} });
    expect(outbox.items[0]).toEqual(sent);
    const message = await world.as(world.owner).ok(mailMessageEndpoints.outboxMessage, {
      params: { ...inFirm(), id: sent.id },
    });
    expect(message).toMatchObject({
      ...sent,
      text: 'Hej Åsa!\n\nHär kommer protokollet.',
      attempts: 0,
      lastError: null,
      inspectionId: inspection.id,
      contactId: contact.id,
    });

    // Deleting the file afterwards leaves what was sent as it was.
    await world.as(world.owner).ok(contactEndpoints.removeFile, {
      params: { ...inFirm(), id: contact.id, fileId: file.id },
    });
    const [copy] = (await attachmentRows()).filter((row) => row.filename === 'Protokoll.pdf');
    expect(Buffer.from(copy!.content).equals(bytes)).toBe(true);
  });

  it('refuses an invalid address, a missing subject and an unknown kind of attachment with 400, sending nothing', async () => {
    await expectNothingSent(async () => {
      const response = await world.as(world.member).send(mailMessageEndpoints.send, {
        params: inFirm(),
        body: {
          to: ['kund@example.se', 'inte en adress'],
          subject: '',
          body: 'Hej',
          attachments: [{ kind: 'fax' as never, id: crypto.randomUUID() }],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        'body.to.1': ['Ogiltig e-postadress'],
        'body.subject': ['Ange ett ämne'],
        'body.attachments.0.kind': ['Okänd sorts bilaga'],
      });
      const none = await world.as(world.member).send(mailMessageEndpoints.send, {
        params: inFirm(),
        body: { to: [], subject: 'Hej', body: 'Hej' },
      });
      expect(none.json().errors).toEqual({ 'body.to': ['Ange minst en mottagare'] });
    });
  });

  it('refuses a file that is not the firm’s, and an assignment’s file until those exist, with 400', async () => {
    const foreignContact = await buildPerson(world.as(world.outsider), world.otherFirm);
    const foreignFile = await attachFile(
      world.as(world.outsider),
      world.otherFirm,
      foreignContact,
      pdfFile(),
    );
    await expectNothingSent(async () => {
      for (const [attachment, field, detail] of [
        [{ kind: 'contact-file', id: foreignFile.id }, 'body.attachments.0.id', 'Filen finns inte'],
        [{ kind: 'inspection-file', id: crypto.randomUUID() }, 'body.attachments.0.id', 'Filen finns inte'],
      ] as const) {
        const response = await world.as(world.member).send(mailMessageEndpoints.send, {
          params: inFirm(),
          body: { to: ['kund@example.se'], subject: 'Hej', body: 'Hej', attachments: [attachment] },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ [field]: [detail] });
      }
    });
  });

  it('refuses attachments over 20 MB together with 413, sending nothing', async () => {
    const contact = await buildPerson(world.as(world.owner), world.firm);
    const half = Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2 + 1, 'a');
    const files = [
      await attachFile(world.as(world.owner), world.firm, contact, {
        name: 'a.txt',
        type: 'text/plain',
        bytes: half,
      }),
      await attachFile(world.as(world.owner), world.firm, contact, {
        name: 'b.txt',
        type: 'text/plain',
        bytes: half,
      }),
    ];
    await expectNothingSent(async () => {
      const response = await world.as(world.member).send(mailMessageEndpoints.send, {
        params: inFirm(),
        body: {
          to: ['kund@example.se'],
          subject: 'Hej',
          body: 'Hej',
          attachments: files.map((file) => ({ kind: 'contact-file' as const, id: file.id })),
        },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('Bilagorna får vara högst 20 MB tillsammans');
    });
  });

  it('answers another firm’s assignment or contact with 404, sending nothing', async () => {
    const foreign = await buildPerson(world.as(world.outsider), world.otherFirm);
    await expectNothingSent(async () => {
      const response = await world.as(world.member).send(mailMessageEndpoints.send, {
        params: inFirm(),
        body: { to: ['kund@example.se'], subject: 'Hej', body: 'Hej', contactId: foreign.id },
      });
      expect(response.statusCode).toBe(404);
      const listed = await world.as(world.member).send(mailMessageEndpoints.sent, {
        params: inFirm(),
        query: { contactId: foreign.id },
      });
      expect(listed.statusCode).toBe(404);
    });
  });
});

/** A member whose only role gives the e-mail rights, and neither the assignments nor the address book. */
async function mailOnlyMember(): Promise<TestUser> {
  const user = await buildUser(world.app, { name: 'Maja Utskick' });
  await world.app.database.asSystem(async (tx) => {
    await queryRows(
      tx,
      sql`INSERT INTO roles (tenant_id, name, permissions) VALUES (${world.firm.id}, 'utskick', '{email.*}')`,
    );
    await queryRows(
      tx,
      sql`INSERT INTO accounts (tenant_id, user_id, name, roles) VALUES (${world.firm.id}, ${user.id}, ${user.name}, '{utskick}')`,
    );
  });
  return user;
}

describe('the e-mail rights alone', () => {
  it('open neither the assignments nor the address book: 403, nothing sent', async () => {
    const mailer = await mailOnlyMember();
    const inspection = await newAssignment();
    const contact = await buildPerson(world.as(world.owner), world.firm);
    const file = await attachFile(world.as(world.owner), world.firm, contact, pdfFile());
    const template = await world.as(world.owner).ok(emailTemplateEndpoints.create, {
      params: inFirm(),
      body: { name: 'Rapport', subject: '{{ assignment.number }}', body: '{{ contact.name }}' },
    });
    await expectNothingSent(async () => {
      const message = { to: ['kund@example.se'], subject: 'Hej', body: 'Hej' };
      for (const body of [
        { ...message, inspectionId: inspection.id },
        { ...message, contactId: contact.id },
        { ...message, attachments: [{ kind: 'contact-file' as const, id: file.id }] },
      ]) {
        const response = await world.as(mailer).send(mailMessageEndpoints.send, { params: inFirm(), body });
        expect(response.statusCode).toBe(403);
      }
      const rendered = await world.as(mailer).send(emailTemplateEndpoints.render, {
        params: { ...inFirm(), id: template.id },
        body: { inspectionId: inspection.id },
      });
      expect(rendered.statusCode).toBe(403);
      const listed = await world.as(mailer).send(mailMessageEndpoints.sent, {
        params: inFirm(),
        query: { contactId: contact.id },
      });
      expect(listed.statusCode).toBe(403);
    });
    // Without an assignment or a contact, the message goes.
    await world.as(mailer).ok(mailMessageEndpoints.send, {
      params: inFirm(),
      body: { to: ['kund@example.se'], subject: 'Hej', body: 'Hej' },
    });
  });
});

describe('the outbox', () => {
  it('is read by administrators only, and another firm’s message answers 404', async () => {
    const refused = await world
      .as(world.member)
      .send(mailMessageEndpoints.outbox, { params: inFirm(), query: {} });
    expect(refused.statusCode).toBe(403);
    const foreign = await world.as(world.outsider).ok(mailMessageEndpoints.send, {
      params: { tenant: world.otherFirm.id },
      body: { to: ['kund@example.se'], subject: 'Hemligt', body: 'Hemligt' },
    });
    const response = await world.as(world.owner).send(mailMessageEndpoints.outboxMessage, {
      params: { ...inFirm(), id: foreign.id },
    });
    expect(response.statusCode).toBe(404);
    const outbox = await world
      .as(world.owner)
      .ok(mailMessageEndpoints.outbox, { params: inFirm(), query: {} });
    expect(outbox.items.map((item) => item.id)).not.toContain(foreign.id);
  });

  it('lists the messages of one status', async () => {
    await world.as(world.member).ok(mailMessageEndpoints.send, {
      params: inFirm(),
      body: { to: ['kund@example.se'], subject: 'Köad', body: 'Hej' },
    });
    const queued = await world.as(world.owner).ok(mailMessageEndpoints.outbox, {
      params: inFirm(),
      query: { status: 'queued' },
    });
    expect(queued.items.length).toBeGreaterThan(0);
    expect(queued.items.every((item) => item.status === 'queued')).toBe(true);
    const bounced = await world.as(world.owner).ok(mailMessageEndpoints.outbox, {
      params: inFirm(),
      query: { status: 'bounced' },
    });
    expect(bounced).toEqual({ items: [], total: 0 });
  });

  it('pages newest first, the next page by cursor, every message once', async () => {
    // Seven failed messages, three of them written in the same instant: their ids keep them apart.
    await world.app.database.withTenant({ tenantId: world.firm.id }, (tx) =>
      tx.execute(sql`
        INSERT INTO mail_outbox (tenant_id, recipients, subject, text_body, status, created_at)
        SELECT ${world.firm.id}, ARRAY['kund@example.se'], 'Sida ' || n, 'Hej', 'failed',
               now() - make_interval(secs => least(n, 5))
          FROM generate_series(1, 7) AS n`),
    );
    const outbox = (query: { status?: 'failed'; page?: number; pageSize?: 5 | -1; cursor?: string }) =>
      world.as(world.owner).ok(mailMessageEndpoints.outbox, { params: inFirm(), query });
    const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

    for (const status of [undefined, 'failed'] as const) {
      const all = await outbox({ ...(status ? { status } : {}), pageSize: -1 });
      expect(all.total).toBe(all.items.length);
      expect(all.items.length).toBeGreaterThanOrEqual(7);
      const created = all.items.map((item) => item.created);
      expect(created).toEqual([...created].sort().reverse());
      const seen: string[] = [];
      let cursor: string | undefined;
      let page = 1;
      do {
        const result = await outbox({
          ...(status ? { status } : {}),
          page,
          pageSize: 5,
          ...(cursor ? { cursor } : {}),
        });
        expect(result.total).toBe(all.total);
        seen.push(...ids(result));
        cursor = result.nextCursor;
        page += 1;
      } while (cursor);
      expect(seen).toEqual(ids(all));
      // A page opened by its number (a link, a reload) is the same page.
      expect(ids(await outbox({ ...(status ? { status } : {}), page: 2, pageSize: 5 }))).toEqual(
        ids(all).slice(5, 10),
      );
    }
  });

  it("refuses a cursor it did not make, or another firm's", async () => {
    const own = await world
      .as(world.owner)
      .ok(mailMessageEndpoints.outbox, { params: inFirm(), query: { pageSize: 5 } });
    const [, ...ownKey] = JSON.parse(Buffer.from(own.nextCursor!, 'base64url').toString('utf8')) as string[];
    const encode = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    // Another list's order, and this list's position made for another firm.
    for (const cursor of [
      encode([world.firm.id, 'events-newest']),
      encode([world.otherFirm.id, ...ownKey]),
    ]) {
      const response = await world
        .as(world.owner)
        .send(mailMessageEndpoints.outbox, { params: inFirm(), query: { pageSize: 5, page: 2, cursor } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['query.cursor']);
    }
  });

  it('needs an assignment, a contact or an order to list what was sent about it', async () => {
    const response = await world
      .as(world.member)
      .send(mailMessageEndpoints.sent, { params: inFirm(), query: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'querystring.inspectionId': ['Ange ett uppdrag, en kontakt eller en beställning'],
    });
  });
});

import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { MAIL_LIMITS_PER_HOUR } from '@syna/contracts/constants';
import { OVER_MAIL_LIMIT, queueMail } from './mail-outbox.ts';
import { mailOutbox } from './mail.tables.ts';

const workers = { jobs: { workers: true, pollingIntervalSeconds: 0.5 } };

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function firmOf(server: FastifyInstance) {
  return buildTenant(server, await buildUser(server));
}

const outboxRow = (server: FastifyInstance, tenantId: string, id: string) =>
  server.database
    .withTenant({ tenantId }, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)))
    .then((rows) => rows[0]);

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const message = (tenantId: string) => ({
  tenantId,
  to: ['kund@example.se'],
  subject: 'Er beställning är mottagen',
  text: 'Tack för er beställning.',
  html: '<p>Tack för er beställning.</p>',
});

describe('the mail outbox', () => {
  it('keeps a message in the outbox when no SMTP server is configured', async () => {
    app = await createTestApp(workers);
    const firm = await firmOf(app);
    const id = await app.database.withTenant({ tenantId: firm.id }, (tx) => queueMail(tx, message(firm.id)));
    const row = await eventually(
      () => outboxRow(app!, firm.id, id),
      (current) => current?.status !== 'queued',
    );
    expect(row).toMatchObject({
      status: 'kept',
      recipients: ['kund@example.se'],
      subject: 'Er beställning är mottagen',
      textBody: 'Tack för er beställning.',
    });
  });

  it('queues nothing when the sender’s transaction rolls back', async () => {
    app = await createTestApp();
    const firm = await firmOf(app);
    await expect(
      app.database.withTenant({ tenantId: firm.id }, async (tx) => {
        await queueMail(tx, message(firm.id));
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const rows = await app.database.withTenant({ tenantId: firm.id }, (tx) => tx.select().from(mailOutbox));
    expect(rows).toEqual([]);
    const jobs = await app.database.ownerSql('SELECT count(*)::int AS n FROM job_outbox');
    expect(jobs.rows[0]).toEqual({ n: 0 });
  });
});

describe('the hourly limit of a firm', () => {
  it('keeps back the messages over it, unsent, and leaves other firms alone', async () => {
    app = await createTestApp();
    const [firm, otherFirm] = [await firmOf(app), await firmOf(app)];
    await app.database.withTenant({ tenantId: firm.id }, async (tx) => {
      for (let index = 0; index <= MAIL_LIMITS_PER_HOUR.firm; index++) {
        await queueMail(tx, { ...message(firm.id), to: [`kund${index}@example.se`] });
      }
    });
    const rows = await app.database.withTenant({ tenantId: firm.id }, (tx) => tx.select().from(mailOutbox));
    const limited = rows.filter((row) => row.lastError === OVER_MAIL_LIMIT);
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({
      status: 'failed',
      attempts: 0,
      recipients: [`kund${MAIL_LIMITS_PER_HOUR.firm}@example.se`],
    });
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(MAIL_LIMITS_PER_HOUR.firm);
    const jobs = await app.database.ownerSql('SELECT count(*)::int AS n FROM job_outbox');
    expect(jobs.rows[0]).toEqual({ n: MAIL_LIMITS_PER_HOUR.firm });
    await app.database.withTenant({ tenantId: otherFirm.id }, (tx) => queueMail(tx, message(otherFirm.id)));
    const other = await app.database.withTenant({ tenantId: otherFirm.id }, (tx) =>
      tx.select().from(mailOutbox),
    );
    expect(other.map((row) => row.status)).toEqual(['queued']);
  });
});

describe('delivery over SMTP', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers a queued message to the SMTP server once and marks it sent', async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp({
      ...workers,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Norrbesikt <order@norrbesikt.se>' },
    });
    const firm = await firmOf(app);
    const id = await app.database.withTenant({ tenantId: firm.id }, (tx) => queueMail(tx, message(firm.id)));
    const row = await eventually(
      () => outboxRow(app!, firm.id, id),
      (current) => current?.status !== 'queued',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'order@norrbesikt.se', to: ['kund@example.se'] });
    expect(received[0]!.raw).toContain('Tack f');
  });
});

describe('refusals of the SMTP server', () => {
  /** A mail server that answers every message with `reply` (e.g. "550 …"), counting the tries. */
  function refusingServer(code: number, reply: string) {
    const tries = { count: 0 };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        tries.count++;
        callback(Object.assign(new Error(reply), { responseCode: code }));
      },
    });
    return { server, tries };
  }
  const servers: SMTPServer[] = [];
  afterAll(() =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
  );

  async function appWith(server: SMTPServer) {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    return createTestApp({
      ...workers,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Norrbesikt <order@norrbesikt.se>' },
    });
  }

  it('marks a message bounced with the server’s reply when it refuses it for good, and tries no more', async () => {
    const { server, tries } = refusingServer(550, 'Mailbox kund@example.se does not exist');
    app = await appWith(server);
    const firm = await firmOf(app);
    const id = await app.database.withTenant({ tenantId: firm.id }, (tx) => queueMail(tx, message(firm.id)));
    const row = await eventually(
      () => outboxRow(app!, firm.id, id),
      (current) => current?.status !== 'queued',
    );
    expect(row).toMatchObject({ status: 'bounced', attempts: 1, sentAt: null });
    expect(row?.lastError).toContain('550');
    expect(row?.lastError).toContain('does not exist');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(tries.count).toBe(1);
  });

  it('keeps a message queued for another try when the server refuses it for now', async () => {
    const { server } = refusingServer(451, 'Try again later');
    app = await appWith(server);
    const firm = await firmOf(app);
    const id = await app.database.withTenant({ tenantId: firm.id }, (tx) => queueMail(tx, message(firm.id)));
    const row = await eventually(
      () => outboxRow(app!, firm.id, id),
      (current) => (current?.attempts ?? 0) > 0,
    );
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('451');
    const retry = await eventually(
      async () =>
        (
          await app!.database.ownerSql(
            `SELECT state, retry_count AS "retryCount", start_after > now() AS later
               FROM pgboss.job WHERE name = 'mail.deliver' AND data->>'mailId' = $1`,
            [id],
          )
        ).rows[0] as { state: string; retryCount: number; later: boolean } | undefined,
      (job) => job?.state === 'retry',
    );
    expect(retry).toMatchObject({ state: 'retry', later: true });
  });
});

describe('attachments', () => {
  it('carries the attachments copied into the outbox to the SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      app = await createTestApp({
        ...workers,
        mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@b.se' },
      });
      const firm = await firmOf(app);
      const content = Buffer.from('%PDF-1.4 Besiktningsprotokoll');
      const id = await app.database.withTenant({ tenantId: firm.id }, (tx) =>
        queueMail(tx, {
          ...message(firm.id),
          attachments: [{ filename: 'protokoll.pdf', contentType: 'application/pdf', content }],
        }),
      );
      const row = await eventually(
        () => outboxRow(app!, firm.id, id),
        (current) => current?.status !== 'queued',
      );
      expect(row?.status).toBe('sent');
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('filename=protokoll.pdf');
      expect(received[0]).toContain(content.toString('base64'));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureLogs } from '../../../test/support/log-capture.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { sql } from 'drizzle-orm';
import { buildInspectionType, readRows } from '../../../test/support/inspection-factories.ts';
import {
  changeSettings,
  countRows,
  nextDateOf,
  orderBody,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';

/**
 * A public order costs at most ten statements, BEGIN (sent with the scope) and COMMIT included, and the same in a firm
 * of one order handler as in a firm of six: the order is numbered and stored with its inspection
 * types, the notice to every handler and the firm's, the customer's and the broker's e-mails in
 * one statement. Counted from the statements the server logs at `trace`.
 */
const STATEMENTS_AT_MOST = 10;
const DISPATCHER = 'order@besiktningsfirman.se';

const logs = captureLogs();
let app: FastifyInstance;

/** A firm whose owner and `handlers` office members handle orders, with an order type to order. */
async function firmWithHandlers(handlers: number) {
  const owner = await buildUser(app);
  const members = await Promise.all(
    Array.from({ length: handlers - 1 }, async () => ({ user: await buildUser(app), roles: ['office'] })),
  );
  const firm = await buildTenant(app, owner, { members });
  await changeSettings(app, firm.id, owner.auth, { orderDispatcherEmail: DISPATCHER });
  const villa = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  const orderType = await postOrderType(app, firm.id, owner.auth, { inspectionTypeIds: [villa.id] });
  const body = orderBody({
    orderTypeId: orderType.id,
    types: [villa.id],
    preferredDate: await nextDateOf(app, firm.id),
  });
  return { firm, body, villa, handlers: [owner, ...members.map((member) => member.user)] };
}

/** COMMIT, alone or after the statements sent with it in one text. */
const COMMIT = /(^|;\s*)commit$/i;

/**
 * The statements one public order sends, BEGIN and COMMIT included, and the notices it leaves. On
 * a PostgreSQL server BEGIN goes in one text with the scope statement and the events row with
 * COMMIT (each counted as one, one round trip); PGlite's driver logs neither BEGIN nor COMMIT, and
 * its COMMIT is counted here.
 */
async function placeCounting(firm: { id: string }, body: unknown) {
  const logged = () => logs.entries().filter((entry) => entry.msg === 'statement');
  const notices = await countRows(app, firm.id, 'notifications');
  const before = logged().length;
  const response = await submitOrder(app, firm.id, body);
  expect(response.statusCode).toBe(201);
  const sent = logged().slice(before);
  return {
    sent: sent.map((entry) => String(entry.statement)),
    statements: sent.length + (sent.some((entry) => COMMIT.test(String(entry.statement))) ? 0 : 1),
    notices: (await countRows(app, firm.id, 'notifications')) - notices,
    number: (response.json() as { number: string }).number,
  };
}

/** What the order left in the firm: the order's types, the notified users, the queued mails. */
async function leftBehind(firmId: string, number: string) {
  const [order] = await readRows<{ id: string; types: string[] }>(
    app,
    firmId,
    sql`SELECT o.id, array(SELECT t.inspection_type_id::text FROM order_inspection_types t
                           WHERE t.tenant_id = o.tenant_id AND t.order_id = o.id ORDER BY t.position) AS types
        FROM orders o WHERE o.number = ${number}`,
  );
  const notified = await readRows<{ user_id: string; subject: string }>(
    app,
    firmId,
    sql`SELECT user_id::text, subject FROM notifications ORDER BY user_id`,
  );
  const mails = await readRows<{
    recipients: string[];
    subject: string;
    status: string;
    order_id: string | null;
  }>(
    app,
    firmId,
    sql`SELECT recipients, subject, status, order_id::text FROM mail_outbox ORDER BY recipients[1]`,
  );
  return { order, notified, mails };
}

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace', logStream: logs.stream });
});

afterAll(async () => {
  await app.close();
});

describe('a public order', () => {
  it('sends as many statements to a firm of six order handlers as to a firm of one, notifying each', async () => {
    const small = await firmWithHandlers(1);
    const large = await firmWithHandlers(6);
    const one = await placeCounting(small.firm, small.body);
    const six = await placeCounting(large.firm, large.body);
    expect([one.notices, six.notices]).toEqual([1, 6]);
    expect(one.statements).toBeGreaterThan(0);
    expect(six.statements).toBe(one.statements);
    expect(six.statements).toBeLessThanOrEqual(STATEMENTS_AT_MOST);
  });

  // The draw locks the firm's order counter row until the commit: the firm's other orders wait
  // for every statement after it. The order, its types, its notices and its e-mails are stored by
  // the statement that draws the number; only the request's events row follows, sent with the commit.
  it.skipIf(process.env.DATABASE_URL === undefined)(
    'stores everything in the statement that draws its number, so other orders of the firm wait for that one',
    async () => {
      const firm = await firmWithHandlers(2);
      const { sent } = await placeCounting(firm.firm, firm.body);
      const drawn = sent.findIndex((statement) => statement.includes('INSERT INTO order_number_counters'));
      expect(drawn).toBeGreaterThan(0);
      expect(sent[drawn]).toMatch(/insert into "notifications"[\s\S]*INSERT INTO mail_outbox/);
      expect(sent.slice(drawn + 1)).toEqual([expect.stringMatching(/^insert into "events" .*; commit$/s)]);
    },
  );

  it('leaves the order with its types, a notice to every handler and the three e-mails queued', async () => {
    const firm = await firmWithHandlers(3);
    const { number } = await placeCounting(firm.firm, firm.body);
    const { order, notified, mails } = await leftBehind(firm.firm.id, number);
    expect(order?.types).toEqual([firm.villa.id]);
    // The texts were made before the order's id and number: the statement put them in place of their marks.
    const marked = await readRows<{ texts: number }>(
      app,
      firm.firm.id,
      sql`SELECT (SELECT count(*) FROM mail_outbox WHERE concat(subject, text_body, order_id) LIKE ${'%\uE000%'})
               + (SELECT count(*) FROM notifications WHERE concat(subject, body, action, attributes) LIKE ${'%\uE000%'}) AS texts`,
    );
    expect(Number(marked[0]!.texts)).toBe(0);
    expect(notified).toEqual(
      firm.handlers
        .map((handler) => ({ user_id: handler.id, subject: `Ny beställning ${number}` }))
        .sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    expect(mails).toEqual([
      {
        recipients: ['karin.kopsson@example.se'],
        subject: `Vi har tagit emot beställning ${number}`,
        status: 'queued',
        order_id: order!.id,
      },
      {
        recipients: ['mats@maklarna.se'],
        subject: `Vi har tagit emot beställning ${number}`,
        status: 'queued',
        order_id: order!.id,
      },
      { recipients: [DISPATCHER], subject: `Ny beställning ${number}`, status: 'queued', order_id: null },
    ]);
  });

  it('logs the statements’ text and never their values', () => {
    const logged = logs.entries().filter((entry) => entry.msg === 'statement');
    expect(logged.map((entry) => entry.statement)).toContainEqual(
      expect.stringContaining('insert into "orders"'),
    );
    expect(logs.lines.filter((line) => line.includes('"msg":"statement"')).join('\n')).not.toContain(
      'Köpsson',
    );
  });
});

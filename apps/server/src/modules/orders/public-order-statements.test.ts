import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureLogs } from '../../../test/support/log-capture.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { buildInspectionType } from '../../../test/support/inspection-factories.ts';
import {
  countRows,
  nextDateOf,
  orderBody,
  postOrderType,
  submitOrder,
} from '../../../test/support/order-factories.ts';

/**
 * A public order costs the same statements in a firm of one order handler as in a firm of six:
 * the notice to every handler is stored and announced at once. Counted from the statements the
 * server logs at `trace`.
 */

const logs = captureLogs();
let app: FastifyInstance;

/** A firm whose owner and `handlers` office members handle orders, with an order type to order. */
async function firmWithHandlers(handlers: number) {
  const owner = await buildUser(app);
  const members = await Promise.all(
    Array.from({ length: handlers - 1 }, async () => ({ user: await buildUser(app), roles: ['office'] })),
  );
  const firm = await buildTenant(app, owner, { members });
  const villa = await buildInspectionType(app, firm.id, { name: 'Överlåtelsebesiktning' });
  const orderType = await postOrderType(app, firm.id, owner.auth, { inspectionTypeIds: [villa.id] });
  const body = orderBody({
    orderTypeId: orderType.id,
    types: [villa.id],
    preferredDate: await nextDateOf(app, firm.id),
  });
  return { firm, body };
}

/** The statements one public order sends, and the notices it leaves. */
async function placeCounting(firm: { id: string }, body: unknown) {
  const statements = () => logs.entries().filter((entry) => entry.msg === 'statement').length;
  const notices = await countRows(app, firm.id, 'notifications');
  const before = statements();
  const response = await submitOrder(app, firm.id, body);
  expect(response.statusCode).toBe(201);
  return {
    statements: statements() - before,
    notices: (await countRows(app, firm.id, 'notifications')) - notices,
  };
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

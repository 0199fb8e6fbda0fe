import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { eventEndpoints } from '@syna/contracts/endpoints/events';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { callerFactory, type ApiCaller } from './support/api-client.ts';
import { buildFirmWithMembers } from './support/firm-with-members.ts';
import { companyBody } from './support/contact-factories.ts';
import { buildContact } from './support/inspection-factories.ts';
import { captureLogs } from './support/log-capture.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * What a member's light request costs the database: BEGIN with the one scope statement (which also
 * reads the versions its kept caller is checked against) in one text, the work's statements and
 * `COMMIT`: nothing more once the member's first request is behind them. Counted from the
 * statements the server logs at `trace`.
 */

const logs = captureLogs();
let app: FastifyInstance;
const onServer = process.env.DATABASE_URL !== undefined;

/**
 * The statements one request sends, a `COMMIT` of its own left out (PGlite's driver logs neither
 * BEGIN nor COMMIT; on a server, statements sent with COMMIT are logged with it, in one text).
 */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  const before = logs.lines.length;
  await call();
  return logs
    .entries()
    .slice(before)
    .filter((entry) => entry.msg === 'statement')
    .map((entry) => String(entry.statement))
    .filter((statement) => !/^commit$/i.test(statement.trim()));
}

/**
 * On a PostgreSQL server the transaction's BEGIN goes with the scope statement, one round trip, and
 * a write's events row with its COMMIT, another.
 */
const SCOPE_STATEMENT = onServer ? /^BEGIN; SELECT set_config\('role'/ : /^SELECT set_config\('role'/;
const EVENTS_ROW = onServer ? /^insert into "events" .*; commit$/s : /^insert into "events" /;

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'trace', logStream: logs.stream });
});
afterAll(async () => {
  await app.close();
});

describe('a member’s light request', () => {
  let firm: { id: string };
  let owner: ApiCaller;
  beforeAll(async () => {
    const built = await buildFirmWithMembers(app, []);
    firm = built.firm;
    owner = callerFactory(app)(built.owner);
  });

  const inbox = () => owner.ok(orderEndpoints.inbox, { params: { tenant: firm.id }, query: {} });
  const list = () => owner.ok(inspectionEndpoints.search, { params: { tenant: firm.id }, body: {} });

  it('reads its caller only at the sign-in’s first request in the firm', async () => {
    const [scope, caller, page] = await statementsOf(inbox);
    expect(scope).toMatch(SCOPE_STATEMENT);
    expect(caller).toMatch(/FROM users WHERE issuer = app_issuer\(\)/);
    expect(page).toMatch(/FROM orders/);
  });

  it.each([
    ['the order inbox', inbox],
    ['the assignment list', list],
  ])('%s then sends the scope statement and its page, nothing else', async (_name, call) => {
    const statements = await statementsOf(call);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(SCOPE_STATEMENT);
    expect(statements[1]).not.toMatch(SCOPE_STATEMENT);
  });

  it('writes its events row in the round trip of its COMMIT, and the row is in the log after', async () => {
    let created: { id: string } | undefined;
    const statements = await statementsOf(
      async () =>
        (created = await owner.ok(contactEndpoints.create, {
          params: { tenant: firm.id },
          body: companyBody({ companyName: 'Loggbolaget AB' }),
        })),
    );
    expect(statements[0]).toMatch(SCOPE_STATEMENT);
    expect(statements.at(-1)).toMatch(EVENTS_ROW);
    expect(statements.filter((statement) => /insert into "events"/.test(statement))).toHaveLength(1);
    const log = await owner.ok(eventEndpoints.list, { params: { tenant: firm.id }, query: {} });
    expect(log.items[0]).toMatchObject({ method: 'POST', route: '/v1/contact', target: created!.id });
  });

  it('reads a full page and the count of its matches in one statement', async () => {
    const search = () => owner.ok(contactEndpoints.search, { params: { tenant: firm.id }, body: {} });
    const before = (await search()).total;
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => buildContact(app, firm.id, { name: `Kund ${index}` })),
    );
    let answer: Awaited<ReturnType<typeof search>> | undefined;
    const statements = await statementsOf(async () => (answer = await search()));
    expect(answer?.items).toHaveLength(10);
    expect(answer?.total).toBe(before + 12);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/capped_total/);
  });
});

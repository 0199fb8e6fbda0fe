import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { captureLogs } from './support/log-capture.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser } from './support/factories.ts';

const PERSONAL = ['anna.ek@example.se', '811218-9876', '070-123 45 67'];

let app: FastifyInstance;
let firm: { id: string };
const { stream: logStream, lines } = captureLogs();

beforeAll(async () => {
  // Debug: the level at which requests are logged too.
  app = await createTestApp({ logLevel: 'debug', logStream });
  firm = await buildTenant(app, await buildUser(app));
});
afterAll(async () => app?.close());

/** What was logged while `run` ran. */
async function logOf(run: () => Promise<void>): Promise<string> {
  const start = lines.length;
  await run();
  await new Promise((resolve) => setImmediate(resolve));
  return lines.slice(start).join('');
}

const expectNoPersonalData = (log: string) => {
  for (const value of PERSONAL) expect(log).not.toContain(value);
};

describe('the log', () => {
  it('carries no values of a failed SQL query, in the error or its cause', async () => {
    const failure = await app.database
      .withTenant({ tenantId: firm.id }, (tx) =>
        tx.execute(sql`SELECT ${PERSONAL[0]}::int, ${PERSONAL[1]}::int, ${PERSONAL[2]}::int`),
      )
      .catch((error: unknown) => error);
    expect(String(failure)).toContain(PERSONAL[0]);
    const log = await logOf(async () => app.log.error({ err: failure }, 'request failed'));
    expect(log).toContain('request failed');
    expect(log).toContain('::int');
    expectNoPersonalData(log);
  });

  it('redacts e-mail, phone and personnummer fields at any depth', async () => {
    const log = await logOf(async () =>
      app.log.info(
        {
          email: PERSONAL[0],
          order: { customer: { email: PERSONAL[0], phone: PERSONAL[2], number: PERSONAL[1] } },
        },
        'order received',
      ),
    );
    expect(log).toContain('order received');
    expect(log).toContain('[redacted]');
    expectNoPersonalData(log);
  });

  it('logs a request without its query string', async () => {
    const log = await logOf(async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/${firm.id}/v1/vb/public/calendar?from=${encodeURIComponent(PERSONAL[0]!)}&to=${PERSONAL[1]}`,
      });
      expect(response.statusCode).toBe(400);
    });
    expect(log).toContain(`/${firm.id}/v1/vb/public/calendar`);
    expectNoPersonalData(log);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureLogs } from './support/log-capture.ts';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { startBanner } from '../src/start-banner.ts';

let app: FastifyInstance;
let firm: { id: string };
const { stream: logStream, lines } = captureLogs();

beforeAll(async () => {
  // The level a production server runs at.
  app = await createTestApp({ logLevel: 'info', logStream });
  firm = await buildTenant(app, await buildUser(app));
});
afterAll(async () => app?.close());

describe('at the info level', () => {
  it('a request writes nothing: requests are logged at debug level', async () => {
    const before = lines.length;
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/health/live' }),
      app.inject({ method: 'GET', url: `/${firm.id}/v1/vb/public/calendar?from=nonsense` }),
      app.inject({ method: 'GET', url: '/no/such/page' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 400, 404]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.slice(before)).toEqual([]);
  });

  it('the start banner names where the app is and, in a demo, who can sign in', () => {
    const banner = startBanner({ ...app.config, publicUrl: 'http://localhost:3000', seedDemo: true }, false);
    expect(banner).toContain('Syna is running: http://localhost:3000/main');
    expect(banner).toContain('API documentation: http://localhost:3000/docs');
    expect(banner).toContain('Demo sign-ins (built-in issuer):');
    const empty = startBanner({ ...app.config, seedDemo: false }, true);
    expect(empty).toContain('Nobody can sign in yet');
    expect(empty).not.toContain('Demo sign-ins');
  });
});

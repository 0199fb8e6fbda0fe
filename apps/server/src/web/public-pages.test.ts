import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { tenantEndpoints } from '@syna/contracts/endpoints/tenancy';
import { callerFactory } from '../../test/support/api-client.ts';
import { createTestApp } from '../../test/support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from '../../test/support/factories.ts';
import { PUBLIC_PAGES_HTML } from './public-pages.ts';

const PAGE = '<!doctype html><title>Beställning</title><div id="root"></div>';

let app: FastifyInstance;
let owner: TestUser;
let firm: { id: string };

/** A built web app of one page: the public entry's HTML is all these routes send. */
function builtWebApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'syna-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Syna</title>');
  writeFileSync(path.join(dist, PUBLIC_PAGES_HTML), PAGE);
  return dist;
}

/** The firm's owner switches the public calendar on or off in the firm's settings. */
async function setCalendar(tenant: string, enabled: boolean): Promise<void> {
  await callerFactory(app)(owner).ok(tenantEndpoints.changeSettings, {
    params: { tenant },
    body: { 'order.calendar.enabled': enabled },
  });
}

beforeAll(async () => {
  app = await createTestApp({ webDist: builtWebApp() });
  owner = await buildUser(app);
  firm = await buildTenant(app, owner);
});
afterAll(async () => app?.close());

describe('public pages', () => {
  it('serves the order page of a firm, never cached, without sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: `/web/${firm.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PAGE);
  });

  it('keeps the query string of a link from the calendar', async () => {
    const response = await app.inject({ method: 'GET', url: `/web/${firm.id}?date=2030-05-06&time=08:00` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
  });

  it('answers 404 with the page, which shows "not found", for a firm that does not exist', async () => {
    for (const url of ['/web/finns-inte-alls', '/web/finns-inte-alls/calendar', '/web/OGILTIG%20FIRMA']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(PAGE);
    }
  });

  it('answers 404 for the calendar while the firm has it switched off, 200 once it is on', async () => {
    const off = await app.inject({ method: 'GET', url: `/web/${firm.id}/calendar` });
    expect(off.statusCode).toBe(404);
    expect(off.body).toBe(PAGE);

    await setCalendar(firm.id, true);
    const on = await app.inject({ method: 'GET', url: `/web/${firm.id}/calendar` });
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe('no-cache');
    expect(on.body).toBe(PAGE);

    await setCalendar(firm.id, false);
    expect((await app.inject({ method: 'GET', url: `/web/${firm.id}/calendar` })).statusCode).toBe(404);
  });

  it('declares its routes public in the route table', () => {
    const routes = app.routeTable.filter((route) => route.url.startsWith('/web/'));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /web/:tenant', 'GET /web/:tenant/calendar']),
    );
    expect(routes.every((route) => route.access.kind === 'public')).toBe(true);
  });
});

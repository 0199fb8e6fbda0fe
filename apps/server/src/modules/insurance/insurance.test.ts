import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insuranceEndpoints } from '@syna/contracts/endpoints/insurance';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { PROBLEM_CONTENT_TYPE } from '@syna/contracts/problem';
import { loadConfig } from '../../config.ts';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import {
  buildContact,
  buildContactRole,
  buildInspectionStatus,
  buildProject,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { exportReport, uploadTemplate } from '../../../test/support/report-fixture.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { startFakeInsurer, type FakeInsurer } from '../../../test/fakes/insurer.ts';

// The hidden-defect insurance request against a fake insurer on loopback: what is sent, what an
// incomplete assignment is told, the insurer's failure, a second request, another firm and a guest.

let insurer: FakeInsurer;
beforeAll(async () => {
  insurer = await startFakeInsurer();
});
afterAll(() => insurer.close());

const world = useWorld(async () => {
  const app = await createTestApp({
    jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    sofficePath: null,
    insurer: { url: insurer.url, apiKey: insurer.apiKey, timeoutMs: 2000 },
  });
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const inspector = await buildUser(app, { name: 'Inga Inspektör' });
  const guest = await buildUser(app, { name: 'Gustav Gäst' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner, {
    members: [
      { user: inspector, roles: ['user'] },
      { user: guest, roles: ['guest'] },
    ],
  });
  await buildTenant(app, outsider);
  const as = callerFactory(app);
  const insurable = await as(owner).ok(inspectionTypeEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: 'Överlåtelsebesiktning', insurable: true },
  });
  const other = await as(owner).ok(inspectionTypeEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: 'Energideklaration' },
  });
  const performed = await buildInspectionStatus(app, firm.id, { name: 'Utförd', category: 'performed' });
  const booked = await buildInspectionStatus(app, firm.id, { name: 'Bokad', category: 'booked' });
  const seller = await buildContactRole(app, firm.id, { name: 'Säljare' });
  const buyer = await buildContactRole(app, firm.id, { name: 'Köpare' });
  const customer = await buildContact(app, firm.id, { name: 'Beata Beställare', type: 'person' });
  const sellerContact = await buildContact(app, firm.id, {
    name: 'Sara Säljare',
    type: 'person',
    email: 'sara@example.se',
  });
  const buyerContact = await buildContact(app, firm.id, { name: 'Kalle Köpare', type: 'person' });
  const template = await uploadTemplate(app, owner, firm.id);
  return {
    app,
    as,
    owner,
    inspector,
    guest,
    outsider,
    firm,
    types: { insurable, other },
    statuses: { performed, booked },
    roles: { seller, buyer },
    contacts: { customer, seller: sellerContact, buyer: buyerContact },
    template,
  };
});

/** A finished överlåtelsebesiktning with its parties, unless told otherwise, and its report issued. */
async function finishedAssignment(
  options: { designation?: string | null; typeId?: string; statusId?: string; report?: boolean } = {},
) {
  const { as, owner, firm, inspector, types, statuses, roles, contacts } = world;
  const designation = options.designation === undefined ? 'Umeå Tegsbacken 2:14' : options.designation;
  const assignment = await as(owner).ok(inspectionEndpoints.create, {
    params: { tenant: firm.id },
    body: {
      typeId: options.typeId ?? types.insurable.id,
      statusId: options.statusId ?? statuses.performed.id,
      customerId: contacts.customer.id,
      address: { address: 'Kvarnvägen 3', postalCode: '903 25', city: 'Umeå' },
      date: '2026-11-20',
      inspectorId: inspector.id,
      contacts: [
        { contactId: contacts.seller.id, roleId: roles.seller.id },
        { contactId: contacts.buyer.id, roleId: roles.buyer.id },
      ],
      ...(designation ? { attributes: { 'estate.number': designation } } : {}),
    },
  });
  if (options.report !== false) {
    const job = await exportReport(world.app, owner, firm.id, assignment.id, { template: world.template.id });
    expect(job.state).toBe('done');
  }
  return assignment;
}

const at = (id: string, tenant = world.firm.id) => ({ params: { tenant, id } });
const requestsOf = (id: string) =>
  readRows<{ status: string; reference: string | null; provider_status: number | null }>(
    world.app,
    world.firm.id,
    sql`SELECT status, reference, provider_status FROM insurance_requests
        WHERE inspection_id = ${id} ORDER BY requested_at`,
  );

describe('the hidden-defect insurance request', () => {
  it('sends a complete request with the seller, buyer, estate, report and its hash, and records the reference', async () => {
    const assignment = await finishedAssignment();
    const state = await world.as(world.inspector).ok(insuranceEndpoints.state, at(assignment.id));
    expect(state).toMatchObject({ insurable: true, insurerConfigured: true, missing: [] });
    const calls = insurer.calls.length;

    const request = await world.as(world.inspector).ok(insuranceEndpoints.request, at(assignment.id));
    expect(request).toMatchObject({
      status: 'sent',
      reference: expect.stringMatching(/^DFF-\d+$/),
      requestedBy: { id: world.inspector.id, name: 'Inga Inspektör' },
      reportVersion: 1,
    });
    expect(insurer.calls).toHaveLength(calls + 1);
    const call = insurer.calls.at(-1)!;
    expect(call.apiKey).toBe(insurer.apiKey);
    expect(call.idempotencyKey).toContain(assignment.id);
    expect(call.body).toMatchObject({
      product: 'dolda-fel',
      firm: { id: world.firm.id },
      assignment: { number: assignment.number, inspectionDate: '2026-11-20' },
      property: { designation: 'Umeå Tegsbacken 2:14', address: { address: 'Kvarnvägen 3', city: 'Umeå' } },
      seller: { name: 'Sara Säljare', email: 'sara@example.se' },
      buyer: { name: 'Kalle Köpare' },
      inspector: { name: 'Inga Inspektör' },
      report: { version: 1, issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect((call.body.report as { sha256: string }).sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(state.details.report?.sha256).toBe((call.body.report as { sha256: string }).sha256);
    expect(await requestsOf(assignment.id)).toEqual([
      { status: 'sent', reference: request.reference, provider_status: 201 },
    ]);

    // Shown on the assignment afterwards; a second request answers 409 and sends nothing.
    const after = await world.as(world.guest).ok(insuranceEndpoints.state, at(assignment.id));
    expect(after.requests).toMatchObject([{ status: 'sent', reference: request.reference }]);
    const again = await world.as(world.owner).send(insuranceEndpoints.request, at(assignment.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(request.reference);
    expect(insurer.calls).toHaveLength(calls + 1);

    // The events log has the request, by whom, named by the assignment's number.
    const events = await readRows<Record<string, string>>(
      world.app,
      world.firm.id,
      sql`SELECT method, action, record_type, record_label, target::text AS target, actor_name
          FROM events WHERE route = '/v1/vb/admin/dff/:id'`,
    );
    expect(events).toEqual([
      {
        method: 'POST',
        action: 'create',
        record_type: 'dff',
        record_label: assignment.number,
        target: assignment.id,
        actor_name: 'Inga Inspektör',
      },
    ]);
  });

  it('names each missing thing in Swedish and English, and sends and stores nothing', async () => {
    const assignment = await finishedAssignment({ designation: null });
    const calls = insurer.calls.length;
    const response = await world.as(world.owner).send(insuranceEndpoints.request, at(assignment.id));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json()).toMatchObject({
      detail:
        'Försäkringsobjektet kan inte skapas. Kontrollera uppgifterna: Fastighetsbeteckning saknas (fyll i den under Formulär, Fastighetsuppgifter).',
      errors: { 'assignment.estateDesignation': [expect.stringContaining('Fastighetsbeteckning saknas')] },
    });
    expect(Object.keys(response.json().errors)).toEqual(['assignment.estateDesignation']);
    const english = await world
      .as(world.owner)
      .send(insuranceEndpoints.request, at(assignment.id), { 'accept-language': 'en' });
    expect(english.json().detail).toContain('The insurance object cannot be created. Check the details:');
    expect(insurer.calls).toHaveLength(calls);
    expect(await requestsOf(assignment.id)).toEqual([]);
  });

  it('takes the estate designation from the property form first, else from the project’s estate', async () => {
    const { as, owner, firm } = world;
    const assignment = await finishedAssignment({ designation: 'Från beställningen 1:1', report: false });
    const params = { tenant: firm.id, id: assignment.id };
    const forms = await as(owner).ok(recordFormEndpoints.inspectionForms, { params });
    const property = forms.items.find((item) => item.form.key === 'fastighetsuppgifter')!;
    await as(owner).ok(recordFormEndpoints.writeInspectionForm, {
      params: { ...params, form: property.form.id },
      body: { values: { fastighetsbeteckning: 'Umeå Formuläret 4:2' } },
    });
    const state = await as(owner).ok(insuranceEndpoints.state, { params });
    expect(state.details.estateDesignation).toBe('Umeå Formuläret 4:2');

    const project = await buildProject(world.app, firm.id, { estates: ['Hus A'] });
    await readRows(
      world.app,
      firm.id,
      sql`UPDATE estates SET designation = 'Umeå Projektet 7:3' WHERE id = ${project.estates[0]!.id}`,
    );
    const inEstate = await finishedAssignment({ designation: null, report: false });
    await readRows(
      world.app,
      firm.id,
      sql`UPDATE inspections SET project_id = ${project.id}, estate_id = ${project.estates[0]!.id}
          WHERE id = ${inEstate.id}`,
    );
    const fromEstate = await as(owner).ok(insuranceEndpoints.state, at(inEstate.id));
    expect(fromEstate.details.estateDesignation).toBe('Umeå Projektet 7:3');
    expect(fromEstate.missing).toEqual(['report']);
  });

  it('refuses an assignment not finished, without a report, or of a type not insurable', async () => {
    const notFinished = await finishedAssignment({
      typeId: world.types.other.id,
      statusId: world.statuses.booked.id,
      report: false,
    });
    const state = await world.as(world.owner).ok(insuranceEndpoints.state, at(notFinished.id));
    expect(state).toMatchObject({ insurable: false, missing: ['type', 'finished', 'report'] });
    const response = await world.as(world.owner).send(insuranceEndpoints.request, at(notFinished.id));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([
      'assignment.type',
      'assignment.finished',
      'assignment.report',
    ]);
  });

  it('answers 502 with the insurer’s status when it fails, records the attempt, and may be tried again', async () => {
    const assignment = await finishedAssignment();
    insurer.reply({ status: 503 });
    try {
      const failed = await world.as(world.owner).send(insuranceEndpoints.request, at(assignment.id));
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ providerStatus: 503, detail: expect.stringContaining('503') });
      expect(await requestsOf(assignment.id)).toEqual([
        { status: 'failed', reference: null, provider_status: 503 },
      ]);

      insurer.reply({ refuse: 'Fastigheten är redan försäkrad' });
      const refused = await world.as(world.owner).send(insuranceEndpoints.request, at(assignment.id));
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({
        providerStatus: 422,
        detail: expect.stringContaining('Fastigheten är redan försäkrad'),
      });
    } finally {
      insurer.reply('accept');
    }
    const sent = await world.as(world.owner).ok(insuranceEndpoints.request, at(assignment.id));
    expect(sent.status).toBe('sent');
    const { requests } = await world.as(world.owner).ok(insuranceEndpoints.state, at(assignment.id));
    expect(requests.map((request) => request.status)).toEqual(['sent', 'refused', 'failed']);
  });

  it('answers 404 for another firm’s assignment and 403 for a guest, sending nothing', async () => {
    const assignment = await finishedAssignment({ report: false });
    const calls = insurer.calls.length;
    const outsider = await world.as(world.outsider).send(insuranceEndpoints.request, at(assignment.id));
    expect([403, 404]).toContain(outsider.statusCode);
    const guest = await world.as(world.guest).send(insuranceEndpoints.request, at(assignment.id));
    expect(guest.statusCode).toBe(403);
    const unknown = await world
      .as(world.owner)
      .send(insuranceEndpoints.request, at('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    const badId = await world.as(world.owner).send(insuranceEndpoints.request, at('not-an-id'));
    expect(badId.statusCode).toBe(400);
    expect(badId.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(insurer.calls).toHaveLength(calls);
  });

  it('says that the server has no insurer when INSURER_URL is unset, and sends nothing', async () => {
    const app = await createTestApp();
    try {
      const owner = await buildUser(app);
      const firm = await buildTenant(app, owner);
      const as = callerFactory(app)(owner);
      const type = await as.ok(inspectionTypeEndpoints.create, {
        params: { tenant: firm.id },
        body: { name: 'Överlåtelsebesiktning', insurable: true },
      });
      const status = await buildInspectionStatus(app, firm.id, { category: 'performed' });
      const assignment = await as.ok(inspectionEndpoints.create, {
        params: { tenant: firm.id },
        body: { typeId: type.id, statusId: status.id },
      });
      const params = { tenant: firm.id, id: assignment.id };
      expect(await as.ok(insuranceEndpoints.state, { params })).toMatchObject({
        insurable: true,
        insurerConfigured: false,
      });
      const calls = insurer.calls.length;
      const response = await as.send(insuranceEndpoints.request, { params });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(
        'Servern har inget försäkringsbolag inställt för dolda fel-försäkring',
      );
      expect(insurer.calls).toHaveLength(calls);
    } finally {
      await app.close();
    }
  });
});

describe('the insurer’s settings', () => {
  it('take an HTTPS address, plain http only to this machine, and none by default', () => {
    expect(loadConfig({}).insurer).toEqual({ url: null, apiKey: null, timeoutMs: 15_000 });
    expect(
      loadConfig({
        INSURER_URL: 'https://api.insurer.example/dff',
        INSURER_API_KEY: 'k',
        INSURER_TIMEOUT_MS: '5000',
      }).insurer,
    ).toEqual({ url: 'https://api.insurer.example/dff', apiKey: 'k', timeoutMs: 5000 });
    expect(loadConfig({ INSURER_URL: 'http://127.0.0.1:9000/dff' }).insurer.url).toBe(
      'http://127.0.0.1:9000/dff',
    );
    expect(() => loadConfig({ INSURER_URL: 'http://insurer.example/dff' })).toThrow(/INSURER_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { inspectionStatusEndpoints, inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import type { InspectionCreate } from '@syna/contracts/inspections';
import { callerFactory } from '../../../test/support/api-client.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { buildTenant, buildUser } from '../../../test/support/factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';

// A lookup's English name: kept beside the Swedish one, cleared with null or blank, as long as a
// name may be, and carried wherever an assignment or an order points at the lookup.

const world = useWorld(async () => {
  const app = await createTestApp();
  const as = callerFactory(app);
  const admin = await buildUser(app, { name: 'Adam Lind' });
  const firm = await buildTenant(app, admin);
  return { app, as, admin, firm };
});

const inFirm = () => ({ params: { tenant: world.firm.id } });
const ofItem = (id: string) => ({ params: { tenant: world.firm.id, id } });
const asAdmin = () => world.as(world.admin);

describe('English names of lookups', () => {
  it('are created, read, changed and cleared', async () => {
    const created = await asAdmin().ok(inspectionStatusEndpoints.create, {
      ...inFirm(),
      body: { name: 'Bokad', nameEn: '  Booked ' } as never,
    });
    expect(created).toMatchObject({ name: 'Bokad', nameEn: 'Booked' });
    const listed = await asAdmin().ok(inspectionStatusEndpoints.list, { ...inFirm(), query: {} });
    expect(listed.items.find((item) => item.id === created.id)?.nameEn).toBe('Booked');

    const renamed = await asAdmin().ok(inspectionStatusEndpoints.update, {
      ...ofItem(created.id),
      body: { nameEn: 'Scheduled' },
    });
    expect(renamed).toMatchObject({ name: 'Bokad', nameEn: 'Scheduled' });
    const untouched = await asAdmin().ok(inspectionStatusEndpoints.update, {
      ...ofItem(created.id),
      body: { name: 'Tidsbokad' },
    });
    expect(untouched).toMatchObject({ name: 'Tidsbokad', nameEn: 'Scheduled' });
    const cleared = await asAdmin().ok(inspectionStatusEndpoints.update, {
      ...ofItem(created.id),
      body: { nameEn: ' ' },
    });
    expect(cleared.nameEn).toBeNull();

    const withoutOne = await asAdmin().ok(inspectionTypeEndpoints.create, {
      ...inFirm(),
      body: { name: 'Överlåtelsebesiktning' } as never,
    });
    expect(withoutOne.nameEn).toBeNull();
  });

  it('refuses one longer than a name may be (400), and writes nothing', async () => {
    const tooLong = 'x'.repeat(101);
    const refused = await asAdmin().send(inspectionTypeEndpoints.create, {
      ...inFirm(),
      body: { name: 'Energideklaration', nameEn: tooLong } as never,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().errors['body.nameEn']).toBeDefined();
    const types = await asAdmin().ok(inspectionTypeEndpoints.list, { ...inFirm(), query: {} });
    expect(types.items.map((type) => type.name)).not.toContain('Energideklaration');

    const [type] = types.items;
    const refusedChange = await asAdmin().send(inspectionTypeEndpoints.update, {
      ...ofItem(type!.id),
      body: { nameEn: tooLong },
    });
    expect(refusedChange.statusCode).toBe(400);
    expect(refusedChange.json().errors['body.nameEn']).toBeDefined();
  });

  it('travel with an order type, and with an assignment to its type and status', async () => {
    const type = await asAdmin().ok(inspectionTypeEndpoints.create, {
      ...inFirm(),
      body: { name: 'Fuktmätning', nameEn: 'Moisture survey' } as never,
    });
    const status = await asAdmin().ok(inspectionStatusEndpoints.create, {
      ...inFirm(),
      body: { name: 'Ny', nameEn: 'New', category: 'new' } as never,
    });
    const orderType = await asAdmin().ok(orderTypeEndpoints.create, {
      ...inFirm(),
      body: { name: 'Fuktkontroll', nameEn: 'Moisture check', inspectionTypeIds: [type.id] } as never,
    });
    expect(orderType).toMatchObject({
      nameEn: 'Moisture check',
      inspectionTypes: [{ id: type.id, name: 'Fuktmätning', nameEn: 'Moisture survey' }],
    });
    const refused = await asAdmin().send(orderTypeEndpoints.change, {
      ...ofItem(orderType.id),
      body: { nameEn: 'y'.repeat(101) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['body.nameEn']).toBeDefined();

    const assignment = await asAdmin().ok(inspectionEndpoints.create, {
      ...inFirm(),
      body: { typeId: type.id, statusId: status.id } as InspectionCreate,
    });
    const read = await asAdmin().ok(inspectionEndpoints.get, ofItem(assignment.id));
    expect(read.type).toMatchObject({ name: 'Fuktmätning', nameEn: 'Moisture survey' });
    expect(read.status).toMatchObject({ name: 'Ny', nameEn: 'New' });
    const metadata = await asAdmin().ok(inspectionEndpoints.formChoices, inFirm());
    expect(metadata.statuses.find((item) => item.id === status.id)?.nameEn).toBe('New');
  });
});

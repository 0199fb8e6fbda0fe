import { describe, expect, it } from 'vitest';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { notificationEndpoints } from '@syna/contracts/endpoints/notifications';
import type { TestUser } from '../../../test/support/factories.ts';
import { buildInspectionLookups, postInspection } from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'inspector', roles: ['user'] });

const notifications = async (user: TestUser) =>
  (await world.as(user).ok(notificationEndpoints.list, { params: { tenant: world.firm.id } })).items;

describe('a booking moved or given to an inspector', () => {
  it('tells the inspector when someone else books or moves their assignment, once per change', async () => {
    const { type } = await buildInspectionLookups(world.app, world.firm.id);
    const assignment = await postInspection(world.app, world.firm.id, world.owner.auth, {
      typeId: type.id,
      date: '2026-12-01',
      startTime: '09:00',
      address: { address: 'Storgatan 1', postalCode: '903 26', city: 'Umeå' },
    });
    const update = (body: Record<string, unknown>, user = world.owner) =>
      world.as(user).ok(inspectionEndpoints.update, {
        params: { tenant: world.firm.id, id: assignment.id },
        body,
      });

    await update({ inspectorId: world.inspector.id, date: '2026-12-02', startTime: '10:15' });
    const [notice] = await notifications(world.inspector);
    expect(notice).toMatchObject({
      subject: `Uppdrag ${assignment.number} är inbokat hos dig 2026-12-02 10:15`,
      body: 'Storgatan 1',
      icon: 'calendar',
      attributes: { route: `/${world.firm.id}/inspections/${assignment.id}` },
    });

    // A change that leaves the booking as it was, or the inspector's own change, tells no one.
    await update({ description: 'Nyckel hos grannen' });
    await update({ startTime: '11:00' }, world.inspector);
    expect(await notifications(world.inspector)).toHaveLength(1);
    expect(await notifications(world.owner)).toHaveLength(0);
  });
});

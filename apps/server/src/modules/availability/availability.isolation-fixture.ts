import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import { availabilityEndpoints } from '@syna/contracts/endpoints/availability';
import { ISO_WEEKDAYS } from '@syna/contracts/tenant';
import { callerFactory } from '../../../test/support/api-client.ts';

/** Firm A's owner's week and an absence for the tenant-isolation walk, with the secret in its note. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const as = callerFactory(app)(owner);
  const params = { tenant: firm.id, userId: owner.id };
  await as.ok(availabilityEndpoints.setHours, {
    params,
    body: {
      hours: ISO_WEEKDAYS.map((weekday) =>
        weekday < 6 ? { weekday, start: '07:00', end: '15:00' } : { weekday, start: null, end: null },
      ),
    },
  });
  await as.ok(availabilityEndpoints.addAbsence, {
    params,
    body: { from: '2030-07-01', to: '2030-07-21', note: secret },
  });
};

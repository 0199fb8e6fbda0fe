import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { profileEndpoints } from '@syna/contracts/endpoints/profile';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildFirmWithMembers } from '../../../test/support/firm-with-members.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import {
  buildInspectionStatus,
  firmLookups,
  postInspection,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { useWorld } from '../../../test/support/test-world.ts';
import { assignmentNoticesOf, type AssignmentBooking } from './assignment-notices.ts';

const world = useWorld(async () => {
  const app = await createTestApp();
  const { firm, owner, members } = await buildFirmWithMembers(app, ['user', 'admin'] as const);
  const anna = members.user;
  const office = members.admin;
  const { type } = await firmLookups(app, firm.id);
  return { app, as: callerFactory(app), firm, owner, office, anna, type };
});

interface Told {
  user_id: string;
  subject: string;
  body: string | null;
}

/** What each member has been told of assignment `number`, oldest first. */
const toldOf = (number: string) =>
  readRows<Told>(
    world.app,
    world.firm.id,
    sql`SELECT user_id, subject, body FROM notifications WHERE subject LIKE ${`%${number}%`} ORDER BY created_at, subject`,
  );
const mailedOf = (number: string) =>
  readRows<{ recipients: string[]; subject: string; text_body: string }>(
    world.app,
    world.firm.id,
    sql`SELECT recipients, subject, text_body FROM mail_outbox WHERE subject LIKE ${`%${number}%`} ORDER BY created_at`,
  );

describe('an inspector is told of her assignments', () => {
  it('when one is given to her, in the app and by e-mail, with its day, time and address', async () => {
    const assignment = await postInspection(world.app, world.firm.id, world.office.auth, {
      typeId: world.type.id,
      inspectorId: world.anna.id,
      date: '2031-12-02',
      startTime: '09:00',
      address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' },
    });
    expect(await toldOf(assignment.number)).toEqual([
      {
        user_id: world.anna.id,
        subject: `Du har fått uppdrag ${assignment.number}`,
        body: 'tisdag 2 december 2031 kl. 09:00 · Storgatan 12, 903 25 Umeå',
      },
    ]);
    const [mail] = await mailedOf(assignment.number);
    expect(mail!.recipients).toEqual([world.anna.email]);
    expect(mail!.text_body).toContain('tisdag 2 december 2031 kl. 09:00 · Storgatan 12, 903 25 Umeå');
    expect(mail!.text_body).toMatch(
      new RegExp(`Öppna uppdraget: http\\S+/main/${world.firm.id}/inspections/${assignment.id}`),
    );
  });

  it('when it moves, when it goes to someone else and when it is deleted; never of her own change', async () => {
    const assignment = await postInspection(world.app, world.firm.id, world.office.auth, {
      typeId: world.type.id,
      inspectorId: world.anna.id,
      date: '2031-12-03',
    });
    const update = (body: object, as = world.office) =>
      world.as(as).send(inspectionEndpoints.update, {
        params: { tenant: world.firm.id, id: assignment.id },
        body: body as never,
      });
    expect((await update({ startTime: '13:00' })).statusCode).toBe(200);
    expect((await update({ description: 'Villa med källare' })).statusCode).toBe(200);
    // Her own change of time is not told back to her.
    expect((await update({ startTime: '14:00' }, world.anna)).statusCode).toBe(200);
    expect((await update({ inspectorId: world.owner.id })).statusCode).toBe(200);
    const removed = await world.as(world.office).send(inspectionEndpoints.remove, {
      params: { tenant: world.firm.id, id: assignment.id },
      query: { hard: 'true' },
    });
    expect(removed.statusCode).toBe(204);

    const told = (await toldOf(assignment.number)).map((row) => [row.user_id, row.subject]);
    expect(told).toEqual([
      [world.anna.id, `Du har fått uppdrag ${assignment.number}`],
      [world.anna.id, `Uppdrag ${assignment.number} är flyttat`],
      // One change, told to both at once.
      [world.owner.id, `Du har fått uppdrag ${assignment.number}`],
      [world.anna.id, `Uppdrag ${assignment.number} är inte längre ditt`],
      [world.owner.id, `Uppdrag ${assignment.number} är borttaget`],
    ]);
  });

  it('when it is cancelled, and only then, of a status change', async () => {
    const cancelled = await buildInspectionStatus(world.app, world.firm.id, {
      name: 'Avbokad',
      category: 'cancelled',
    });
    const other = await buildInspectionStatus(world.app, world.firm.id, {
      name: 'Besökt',
      category: 'booked',
    });
    const assignment = await postInspection(world.app, world.firm.id, world.office.auth, {
      typeId: world.type.id,
      inspectorId: world.anna.id,
    });
    const setStatus = (statusId: string) =>
      world.as(world.office).send(inspectionEndpoints.setStatus, {
        params: { tenant: world.firm.id, id: assignment.id },
        body: { value: statusId },
      });
    expect((await setStatus(other.id)).statusCode).toBe(200);
    expect((await setStatus(cancelled.id)).statusCode).toBe(200);
    expect((await toldOf(assignment.number)).map((row) => row.subject)).toEqual([
      `Du har fått uppdrag ${assignment.number}`,
      `Uppdrag ${assignment.number} är avbokat`,
    ]);
  });

  it('only as she chose: nothing by e-mail once she turned that off', async () => {
    await world.as(world.anna).ok(profileEndpoints.updateProfile, {
      params: { tenant: world.firm.id },
      body: { properties: { notices: { assignmentGiven: { app: true, email: false } } } },
    });
    const assignment = await postInspection(world.app, world.firm.id, world.office.auth, {
      typeId: world.type.id,
      inspectorId: world.anna.id,
    });
    expect((await toldOf(assignment.number)).map((row) => row.subject)).toEqual([
      `Du har fått uppdrag ${assignment.number}`,
    ]);
    expect(await mailedOf(assignment.number)).toEqual([]);
  });
});

describe('who hears of a change', () => {
  const booking = (inspectorId: string | null, date = '2031-12-02', startTime: string | null = '09:00:00') =>
    ({
      id: 'a',
      number: '2031-0001',
      inspectorId,
      date,
      startTime,
      address: null,
      statusId: null,
    }) satisfies AssignmentBooking;

  it('tells nobody of a time written again the same, nor the inspector who made the change', () => {
    expect(assignmentNoticesOf(booking('anna'), booking('anna', '2031-12-02', '09:00'), 'office')).toEqual(
      [],
    );
    expect(assignmentNoticesOf(null, booking('anna'), 'anna')).toEqual([]);
    expect(assignmentNoticesOf(booking(null), booking(null, '2031-12-05'), 'office')).toEqual([]);
  });

  it('tells the new inspector, and the one it was taken from, of a reassignment', () => {
    expect(assignmentNoticesOf(booking('anna'), booking('bertil', '2031-12-05'), 'office')).toEqual([
      { userId: 'bertil', kind: 'assignmentGiven', subject: 'organisation.assignmentGiven' },
      { userId: 'anna', kind: 'assignmentCancelled', subject: 'organisation.assignmentTakenAway' },
    ]);
  });

  it('tells the inspector her assignment is cancelled, and not also that it moved', () => {
    expect(assignmentNoticesOf(booking('anna'), booking('anna', '2031-12-09'), 'office', true)).toEqual([
      { userId: 'anna', kind: 'assignmentCancelled', subject: 'organisation.assignmentCancelled' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { addDays, zonedIso, zoneToday } from '@syna/contracts/time-zone';
import { jobOf } from '../../../test/support/jobs.ts';
import { placeVillaOrder, useOrderWorld } from '../../../test/support/order-fixture.ts';
import {
  buildContact,
  buildInspectionStatus,
  postInspection,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { changeSettings } from '../../../test/support/order-factories.ts';
import { CUSTOMER_REMINDER_JOB, type CustomerReminderJob } from '../inspections/index.ts';
import { sendCustomerReminder } from './customer-reminders.ts';

const world = useOrderWorld();

/** A day far enough ahead that its reminder is still to come. */
const visitDay = (days: number) => addDays(zoneToday(), days);

/**
 * The reminder jobs asked for an assignment, in the order asked, with when they fall due (the
 * world runs no queue, so they stay in the job outbox).
 */
async function reminderJobs(inspectionId: string): Promise<(CustomerReminderJob & { due: string })[]> {
  const { rows } = await world.app.database.ownerSql(
    `SELECT data, start_after AS due FROM job_outbox WHERE name = $1 AND data->>'inspectionId' = $2 ORDER BY created_at`,
    [CUSTOMER_REMINDER_JOB, inspectionId],
  );
  return rows.map((row) => ({
    ...(row.data as CustomerReminderJob),
    due: new Date(row.due as string).toISOString(),
  }));
}

const run = (job: CustomerReminderJob) => sendCustomerReminder(jobOf(world.app, CUSTOMER_REMINDER_JOB, job));

/** The reminders written about an assignment. */
const remindersOf = (inspectionId: string) =>
  readRows<{
    recipients: string[];
    subject: string;
    text_body: string;
    contact_id: string;
    order_id: string;
  }>(
    world.app,
    world.firm.id,
    sql`SELECT recipients, subject, text_body, contact_id, order_id FROM mail_outbox
        WHERE inspection_id = ${inspectionId} AND (subject LIKE 'Påminnelse%' OR subject LIKE 'Reminder%')`,
  );

async function bookedAssignment(date: string, startTime = '09:00') {
  const customer = await buildContact(world.app, world.firm.id, {
    name: 'Sara Säljare',
    type: 'person',
    email: 'sara.saljare@example.se',
  });
  const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, {
    typeId: world.villa.id,
    customerId: customer.id,
    inspectorId: world.inspector.id,
    date,
    startTime,
    address: { address: 'Storgatan 12', postalCode: '903 25', city: 'Umeå' },
  });
  return { inspection, customer };
}

const move = (id: string, body: Record<string, unknown>) =>
  world.as(world.owner).ok(inspectionEndpoints.update, {
    params: { tenant: world.firm.id, id },
    body: body as never,
  });

describe('the customer’s reminder the day before', () => {
  it('is asked for at 10:00 the day before, and e-mails the customer once with the visit', async () => {
    const date = visitDay(10);
    const { inspection, customer } = await bookedAssignment(date);
    const [job, ...others] = await reminderJobs(inspection.id);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ date, startTime: '09:00', due: zonedIso(addDays(date, -1), '10:00') });

    await run(job!);
    await run(job!);
    const mails = await remindersOf(inspection.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipients: ['sara.saljare@example.se'],
      subject: `Påminnelse: besiktning i morgon ${date}`,
      contact_id: customer.id,
    });
    expect(mails[0]!.text_body).toContain('Hej Sara Säljare,');
    expect(mails[0]!.text_body).toContain('Tid: 09:00');
    expect(mails[0]!.text_body).toContain('Adress: Storgatan 12, 903 25 Umeå');
    expect(mails[0]!.text_body).toContain(`Uppdrag: ${inspection.number}`);
  });

  it('follows a moved visit: the old reminder stays silent, the new day’s goes out', async () => {
    const { inspection } = await bookedAssignment(visitDay(12));
    const [first] = await reminderJobs(inspection.id);
    await move(inspection.id, { date: visitDay(14) });
    const [, second] = await reminderJobs(inspection.id);
    expect(second).toMatchObject({ date: visitDay(14) });
    // A change that leaves the day and start alone asks for nothing more.
    await move(inspection.id, { description: 'Nyckel hos grannen' });
    expect(await reminderJobs(inspection.id)).toHaveLength(2);

    await run(first!);
    expect(await remindersOf(inspection.id)).toEqual([]);
    await run(second!);
    expect((await remindersOf(inspection.id)).map((mail) => mail.subject)).toEqual([
      `Påminnelse: besiktning i morgon ${visitDay(14)}`,
    ]);
  });

  it('asks for none when the day before has passed, and sends none once the visit is cancelled', async () => {
    const { inspection: tomorrow } = await bookedAssignment(visitDay(0), '23:00');
    expect(await reminderJobs(tomorrow.id)).toEqual([]);

    const { inspection } = await bookedAssignment(visitDay(16));
    const [job] = await reminderJobs(inspection.id);
    const cancelled = await buildInspectionStatus(world.app, world.firm.id, {
      name: 'Avbokad',
      final: true,
      category: 'cancelled',
    });
    await world.as(world.owner).ok(inspectionEndpoints.setStatus, {
      params: { tenant: world.firm.id, id: inspection.id },
      body: { value: cancelled.id },
    });
    await run(job!);
    expect(await remindersOf(inspection.id)).toEqual([]);
  });

  it('sends none when the firm has turned reminders off', async () => {
    const { inspection } = await bookedAssignment(visitDay(18));
    const [job] = await reminderJobs(inspection.id);
    await changeSettings(world.app, world.firm.id, world.owner.auth, { 'customer.reminder': false });
    try {
      await run(job!);
      expect(await remindersOf(inspection.id)).toEqual([]);
    } finally {
      await changeSettings(world.app, world.firm.id, world.owner.auth, { 'customer.reminder': true });
    }
  });

  it('speaks the language of the order the visit came from, and is listed on the order', async () => {
    const order = await placeVillaOrder(world, 'en');
    const date = visitDay(20);
    const accepted = await world.as(world.owner).ok(orderEndpoints.handle, {
      params: { tenant: world.firm.id, id: order.id },
      query: { accept: 'true' },
      body: { inspectorId: world.inspector.id, bookedDate: date, bookedTime: '13:30' } as never,
    });
    const inspectionId = accepted.inspection!.id;
    const [job] = await reminderJobs(inspectionId);
    await run(job!);
    const [mail] = await remindersOf(inspectionId);
    expect(mail).toMatchObject({ subject: `Reminder: inspection tomorrow, ${date}`, order_id: order.id });
    expect(mail!.text_body).toContain('Time: 13:30');
  });
});

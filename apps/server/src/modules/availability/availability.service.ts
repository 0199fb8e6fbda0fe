import {
  firmWeek,
  type Absence,
  type AbsenceInput,
  type MemberAvailability,
  type WeekHoursInput,
} from '@syna/contracts/availability';
import { isAdmin } from '@syna/contracts/roles';
import { zoneToday } from '@syna/contracts/time-zone';
import { badRequest, forbidden, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { isMember } from '../tenancy/index.ts';
import {
  deleteAbsence,
  findOverlappingAbsence,
  insertAbsence,
  listAbsences,
  listHours,
  lockMemberAvailability,
  replaceHours,
} from './availability.repo.ts';

/**
 * The member whose availability is asked for, checked: a member of the firm (404 otherwise, as
 * for another firm's user), and, for a change, the caller themselves or an administrator, as
 * with the entries of the shared calendar.
 */
async function requireMember(context: RequestContext, userId: string, change: boolean): Promise<void> {
  if (!(await isMember(context.tx, userId))) throw notFound({ key: 'availability.memberMissing' });
  if (change && userId !== context.user.id && !isAdmin(context.roles)) {
    throw forbidden({ key: 'availability.othersAvailability' });
  }
}

async function availabilityOf(context: RequestContext, userId: string): Promise<MemberAvailability> {
  const hours = await listHours(context.tx, userId);
  return {
    userId,
    hours: hours.length > 0 ? hours : firmWeek(context.tenant.settings),
    ownHours: hours.length > 0,
    absences: await listAbsences(context.tx, userId, zoneToday(context.now())),
  };
}

/** A member's week and coming absences. */
export async function getAvailability(context: RequestContext, userId: string): Promise<MemberAvailability> {
  await requireMember(context, userId, false);
  return availabilityOf(context, userId);
}

/** Replaces a member's week; the body's schema has checked each day. */
export async function setHours(
  context: RequestContext,
  userId: string,
  input: WeekHoursInput,
): Promise<MemberAvailability> {
  await requireMember(context, userId, true);
  await replaceHours(context.tx, context.tenant.id, userId, input.hours);
  return availabilityOf(context, userId);
}

/** Adds an absence that shares no day with the member's others (400 on `body.from` otherwise). */
export async function addAbsence(
  context: RequestContext,
  userId: string,
  input: AbsenceInput,
): Promise<Absence> {
  await requireMember(context, userId, true);
  await lockMemberAvailability(context.tx, userId);
  const overlapping = await findOverlappingAbsence(context.tx, userId, input.from, input.to);
  if (overlapping) {
    throw badRequest(
      { key: 'availability.invalidAbsence' },
      {
        'body.from': [
          { key: 'availability.absenceOverlaps', values: { from: overlapping.from, to: overlapping.to } },
        ],
      },
    );
  }
  return insertAbsence(context.tx, context.tenant.id, userId, input);
}

export async function removeAbsence(context: RequestContext, userId: string, id: string): Promise<void> {
  await requireMember(context, userId, true);
  if (!(await deleteAbsence(context.tx, userId, id))) throw notFound({ key: 'availability.absenceMissing' });
}

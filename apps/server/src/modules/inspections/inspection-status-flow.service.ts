import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { StatusCategory } from '@syna/contracts/lookups';
import type { TenantSettings } from '@syna/contracts/tenant';
import { zoneToday } from '@syna/contracts/time-zone';
import { conflict } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { recordWrite } from '../events/index.ts';
import { firstStatusOf, statusCategoryOf } from '../lookups/index.ts';
import { findInspectionRow, updateInspection } from './inspection.repo.ts';

/** The steps an automatic move may take an assignment to, each switched on or off by a firm setting. */
export type AutomaticStep = 'booked' | 'reported' | 'invoiced';

const SETTING_OF: Record<AutomaticStep, keyof TenantSettings> = {
  booked: 'status.auto.booked',
  reported: 'status.auto.reported',
  invoiced: 'status.auto.invoiced',
};

/** The course an assignment runs, in order; cancelled stands outside it. */
const COURSE: readonly StatusCategory[] = ['new', 'booked', 'performed', 'reported', 'invoiced'];

/** A request's context, or a background job's (a report is issued by one): who acts, in which firm. */
export type StatusMoveContext = Pick<RequestContext, 'tx' | 'tenant' | 'user'> &
  Partial<Pick<RequestContext, 'requestId'>>;

/** Where a status change is logged, as the events log names a manual one: the path without its firm. */
const STATUS_CHANGE_ROUTE = inspectionEndpoints.setStatus.path.replace(/^\/:tenant(?=\/)/, '');

/**
 * Moves the assignment to the firm's first status of `step` when the firm has that move switched
 * on and the assignment's status is an earlier step of the course (no status counts as new). It
 * never moves back nor out of cancelled, so a later status set by hand stays. The move is written
 * to the events log as a manual status change is, by the member whose action caused it.
 */
export async function moveStatusForward(
  context: StatusMoveContext,
  inspectionId: string,
  step: AutomaticStep,
): Promise<boolean> {
  if (context.tenant.settings[SETTING_OF[step]] !== true) return false;
  const row = await findInspectionRow(context.tx, inspectionId);
  if (!row) return false;
  const current = row.statusId ? await statusCategoryOf(context, row.statusId) : 'new';
  if (current === null || current === 'cancelled') return false;
  if (COURSE.indexOf(current) >= COURSE.indexOf(step)) return false;
  const target = await firstStatusOf(context, step);
  if (!target) return false;
  await updateInspection(context.tx, inspectionId, { statusId: target.id });
  await recordWrite(context.tx, {
    method: 'PUT',
    route: STATUS_CHANGE_ROUTE,
    target: inspectionId,
    actor: { id: context.user.id, name: context.user.name },
    address: '',
    requestId: context.requestId ?? '',
  });
  return true;
}

/** A new assignment that has got both its inspector and its date is booked (when the firm wants it). */
export async function bookWhenPlanned(context: StatusMoveContext, inspectionId: string): Promise<void> {
  const row = await findInspectionRow(context.tx, inspectionId);
  if (row?.inspectorId && row.date) await moveStatusForward(context, inspectionId, 'booked');
}

/** An assignment as the guard below judges it: its number and the day of its inspection. */
interface PlannedAssignment {
  number: string;
  date: string | null;
}

/**
 * Marking an assignment performed before the day of its inspection is most likely a slip of the
 * finger: it is refused (409) unless the caller confirms it, having asked the user. The refusal
 * names the assignments planned for a later day by their numbers (`numbers` of the problem).
 */
export async function assertNotPerformedEarly(
  context: Pick<RequestContext, 'tx' | 'now'>,
  statusId: string,
  assignments: readonly PlannedAssignment[],
  confirmed: boolean,
): Promise<void> {
  if (confirmed) return;
  const today = zoneToday(context.now());
  const early = assignments.filter((assignment) => assignment.date !== null && assignment.date > today);
  if (early.length === 0) return;
  if ((await statusCategoryOf(context, statusId)) !== 'performed') return;
  const numbers = early.map((assignment) => assignment.number).sort();
  throw conflict(
    assignments.length === 1
      ? { key: 'assignments.performedBeforeDate', values: { date: early[0]!.date! } }
      : { key: 'assignments.somePerformedBeforeDate', values: { numbers: numbers.join(', ') } },
    numbers,
  );
}

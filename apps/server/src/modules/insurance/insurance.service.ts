import type { InsuranceField, InsuranceRequest, InsuranceState } from '@syna/contracts/insurance';
import type { MessageRef } from '@syna/contracts/messages';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { badRequest, conflict, notFound } from '../../platform/http/problem.ts';
import { describeChange } from '../events/index.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { ProviderProblem } from '../maps/index.ts';
import { insuranceBasis, type InsuranceBasis } from './insurance-details.service.ts';
import {
  failStaleRequests,
  findLiveRequest,
  insertSendingRequest,
  listInsuranceRequests,
  recordAnswer,
} from './insurance.repo.ts';
import type { InsuranceApplication, Insurer, InsurerAnswer } from './insurer.ts';

/** The configured insurer, or null when the server has none (INSURER_URL unset). */
export interface InsuranceDependencies {
  insurer: Insurer | null;
  /** How long the insurer may take: a request `sending` for much longer was left by a stopped server. */
  timeoutMs: number;
}

/** `GET /admin/dff/{id}`: what would be sent, what is missing, and the requests made. */
export async function insuranceState(
  context: RequestContext,
  deps: InsuranceDependencies,
  inspectionId: string,
): Promise<InsuranceState> {
  const { insurable, details, missing } = await insuranceBasis(context, inspectionId);
  return {
    insurable,
    insurerConfigured: deps.insurer !== null,
    details,
    missing,
    requests: await listInsuranceRequests(context.tx, inspectionId),
  };
}

/** 400: the spec's message naming each missing thing, and each as a field error. */
function incomplete(missing: readonly InsuranceField[]) {
  const named = missing.map((field) => ({ key: `insurance.${field}` }) as MessageRef);
  return badRequest(
    { key: 'insurance.incomplete', values: { fields: named } },
    Object.fromEntries(missing.map((field, index) => [`assignment.${field}`, [named[index]!]])),
  );
}

/** What the insurer is sent; called only once nothing is missing. */
function applicationOf(context: RequestContext, basis: InsuranceBasis): InsuranceApplication {
  const { details } = basis;
  const { id: _id, ...report } = details.report!;
  return {
    product: 'dolda-fel',
    firm: { id: context.tenant.id, name: context.tenant.name },
    assignment: {
      id: details.assignment.id,
      number: details.assignment.number,
      inspectionDate: details.inspectionDate!,
    },
    property: { designation: details.estateDesignation!, address: details.address! },
    seller: details.seller!,
    buyer: details.buyer,
    inspector: { name: details.inspector!.name },
    report,
  };
}

/** The 502 of an attempt the insurer did not accept: its status, and its reason when it refused. */
function insurerProblem(answer: Exclude<InsurerAnswer, { outcome: 'accepted' }>): ProviderProblem {
  const status = answer.status ?? { key: 'insurance.noAnswer' as const };
  return new ProviderProblem(
    answer.status,
    answer.outcome === 'refused'
      ? { key: 'insurance.insurerRefused', values: { status, message: answer.message } }
      : { key: 'insurance.insurerFailed', values: { status } },
  );
}

/**
 * `POST /admin/dff/{id}`: builds the request from the finished assignment and sends it to the
 * insurer. Missing details answer 400 and nothing is sent or stored; a request being sent or sent
 * answers 409. The attempt is recorded as being sent and committed before the insurer is asked
 * (with no transaction held), so that a second request meets it; the insurer's answer is then
 * recorded: sent with its reference (201), or failed or refused, committed before the 502.
 */
export async function requestInsurance(
  context: RequestContext,
  deps: InsuranceDependencies,
  inspectionId: string,
): Promise<InsuranceRequest> {
  const basis = await insuranceBasis(context, inspectionId);
  const { insurer } = deps;
  // No filling in helps a server without an insurer: that is said first.
  if (!insurer) throw notFound({ key: 'insurance.insurerOff' });
  if (basis.missing.length > 0) throw incomplete(basis.missing);

  await failStaleRequests(context.tx, inspectionId, Math.ceil(deps.timeoutMs / 1000) + 60);
  const live = await findLiveRequest(context.tx, inspectionId);
  if (live?.status === 'sent')
    throw conflict({ key: 'insurance.alreadySent', values: { reference: live.reference ?? '' } });
  if (live) throw conflict({ key: 'insurance.inProgress' });

  const application = applicationOf(context, basis);
  const report = basis.details.report!;
  let id: string;
  try {
    id = await insertSendingRequest(context.tx, {
      tenantId: context.tenant.id,
      inspectionId,
      reportVersionId: report.id,
      sent: application,
      requestedBy: context.user.id,
    });
  } catch (error) {
    // Another request of the assignment got there first.
    if (isUniqueViolation(error)) throw conflict({ key: 'insurance.inProgress' });
    throw error;
  }

  const answer = await context.outsideTransaction(() =>
    insurer.send(application, `${context.tenant.id}:${inspectionId}:${report.id}`),
  );
  await recordAnswer(context.tx, id, answer);
  if (answer.outcome !== 'accepted') {
    // The 502 rolls the request's transaction back: the attempt's end is committed first.
    await context.outsideTransaction(async () => undefined);
    throw insurerProblem(answer);
  }
  describeChange(context.tx, {
    action: 'create',
    recordType: 'dff',
    id: inspectionId,
    label: basis.details.assignment.number,
  });
  const [recorded] = (await listInsuranceRequests(context.tx, inspectionId)).filter(
    (request) => request.id === id,
  );
  return recorded!;
}

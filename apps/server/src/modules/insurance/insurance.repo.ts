import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { InsuranceRequest } from '@syna/contracts/insurance';
import type { Tx } from '../../platform/db/database.ts';
import { namedUser, userNameOf } from '../users/index.ts';
import { insuranceRequests } from './insurance.tables.ts';
import type { InsuranceApplication, InsurerAnswer } from './insurer.ts';

const inTenant = sql`${insuranceRequests.tenantId} = app_tenant()`;
const ofAssignment = (inspectionId: string) =>
  and(inTenant, eq(insuranceRequests.inspectionId, inspectionId));

/** The requests of the assignment, the newest first. */
export async function listInsuranceRequests(tx: Tx, inspectionId: string): Promise<InsuranceRequest[]> {
  const rows = await tx
    .select({ request: insuranceRequests, requestedByName: userNameOf(insuranceRequests.requestedBy) })
    .from(insuranceRequests)
    .where(ofAssignment(inspectionId))
    .orderBy(desc(insuranceRequests.requestedAt), desc(insuranceRequests.id));
  return rows.map(({ request, requestedByName }) => ({
    id: request.id,
    status: request.status,
    requestedAt: request.requestedAt.toISOString(),
    requestedBy: namedUser(request.requestedBy, requestedByName),
    reference: request.reference,
    message: request.message,
    providerStatus: request.providerStatus,
    reportVersion: request.sent.report?.version ?? null,
  }));
}

/**
 * Marks the assignment's requests that have been `sending` for longer than `seconds` as failed:
 * their server stopped while the insurer was asked, and the member may try again.
 */
export async function failStaleRequests(tx: Tx, inspectionId: string, seconds: number): Promise<void> {
  await tx
    .update(insuranceRequests)
    .set({ status: 'failed', answeredAt: sql`now()` })
    .where(
      and(
        ofAssignment(inspectionId),
        eq(insuranceRequests.status, 'sending'),
        lt(insuranceRequests.requestedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
}

/** The assignment's request that is being sent or was sent, if any. */
export async function findLiveRequest(
  tx: Tx,
  inspectionId: string,
): Promise<{ status: 'sending' | 'sent'; reference: string | null } | null> {
  const [row] = await tx
    .select({ status: insuranceRequests.status, reference: insuranceRequests.reference })
    .from(insuranceRequests)
    .where(and(ofAssignment(inspectionId), inArray(insuranceRequests.status, ['sending', 'sent'])));
  return row ? { status: row.status as 'sending' | 'sent', reference: row.reference } : null;
}

/** Records a request as being sent; its id. */
export async function insertSendingRequest(
  tx: Tx,
  values: {
    tenantId: string;
    inspectionId: string;
    reportVersionId: string;
    sent: InsuranceApplication;
    requestedBy: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(insuranceRequests)
    .values({ ...values, status: 'sending' })
    .returning({ id: insuranceRequests.id });
  return row!.id;
}

/** Records how the insurer answered the request. */
export async function recordAnswer(tx: Tx, id: string, answer: InsurerAnswer): Promise<void> {
  await tx
    .update(insuranceRequests)
    .set({
      status: answer.outcome === 'accepted' ? 'sent' : answer.outcome,
      reference: answer.outcome === 'accepted' ? answer.reference : null,
      message: answer.message,
      providerStatus: answer.status,
      answeredAt: sql`now()`,
    })
    .where(and(inTenant, eq(insuranceRequests.id, id)));
}

import type { Attributes, Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { OutboxChange } from '@/lib/offline/outbox-change';
import { registerOutboxEndpoint, type OutboxContext } from '@/lib/offline/outbox-endpoints';
import { inspectionKeys } from './query-keys';

// The assignment's own changes in the field (its status, its attributes) as the outbox keeps them,
// and what each does to the assignment before the server has it: the page shows them on top of
// the assignment it has, however recently fetched, until they are sent.

/** The outbox's names of the assignment's field changes. */
export const INSPECTION_CHANGE = {
  setStatus: 'inspections.status',
  setAttribute: 'inspections.attributes.set',
  removeAttribute: 'inspections.attributes.remove',
} as const;

type Statuses = InspectionMetadata['statuses'];

/** The records a change writes, so that the outbox keeps a refused one's followers behind it. */
export const statusRecord = (inspectionId: string) => `${inspectionId}:status`;
export const attributeRecord = (inspectionId: string, name: string) => `${inspectionId}:attribute:${name}`;

const withoutAttribute = (attributes: Attributes, name: string): Attributes =>
  Object.fromEntries(Object.entries(attributes).filter(([key]) => key !== name));

/**
 * The assignment with one change of the outbox applied as the server will apply it; a status the
 * firm's list (`statuses`) does not know leaves the shown one.
 */
export function withChange(inspection: Inspection, change: OutboxChange, statuses: Statuses): Inspection {
  const name = change.params.name ?? '';
  switch (change.endpoint) {
    case INSPECTION_CHANGE.setStatus: {
      const statusId = (change.body as { value: string }).value;
      const status = statuses.find((candidate) => candidate.id === statusId);
      if (!status) return inspection;
      const { id, name: statusName, nameEn, color } = status;
      return { ...inspection, status: { id, name: statusName, nameEn, color } };
    }
    case INSPECTION_CHANGE.setAttribute: {
      const { value } = change.body as { value: Attributes[string] };
      return { ...inspection, attributes: { ...inspection.attributes, [name]: value } };
    }
    case INSPECTION_CHANGE.removeAttribute:
      return { ...inspection, attributes: withoutAttribute(inspection.attributes, name) };
    default:
      return inspection;
  }
}

/** The assignment with the outbox's changes of it applied in order. */
export const withChanges = (
  inspection: Inspection,
  changes: readonly OutboxChange[],
  statuses: Statuses,
): Inspection => changes.reduce((shown, change) => withChange(shown, change, statuses), inspection);

function changeCache(
  { tenantId, queryClient }: OutboxContext,
  inspectionId: string,
  update: (inspection: Inspection) => Inspection,
) {
  queryClient.setQueryData<Inspection>(inspectionKeys.detail(tenantId, inspectionId), (inspection) =>
    inspection ? update(inspection) : inspection,
  );
  void queryClient.invalidateQueries({ queryKey: inspectionKeys.searches(tenantId) });
}

/**
 * The server's answer of a change sent from the outbox, in the cached assignment: a status change
 * answers the whole assignment, an attribute change all its attributes. The changes still waiting
 * behind it are shown on top as the page reads it (`useInspection`).
 */
export function applyAnswer(answer: unknown, change: OutboxChange, context: OutboxContext) {
  changeCache(context, change.scope, (inspection) =>
    change.endpoint === INSPECTION_CHANGE.setStatus
      ? (answer as Inspection)
      : { ...inspection, attributes: answer as Attributes },
  );
}

/** After a change is given up, the assignment is fetched again: the server's, with the other changes. */
const refetch = (change: OutboxChange, { tenantId, queryClient }: OutboxContext) =>
  void queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(tenantId, change.scope) });

const entries = [
  [INSPECTION_CHANGE.setStatus, inspectionEndpoints.setStatus],
  [INSPECTION_CHANGE.setAttribute, inspectionEndpoints.setAttribute],
  [INSPECTION_CHANGE.removeAttribute, inspectionEndpoints.removeAttribute],
] as const;

for (const [key, endpoint] of entries) {
  registerOutboxEndpoint(key, { endpoint, onSent: applyAnswer, onDiscarded: refetch });
}

import {
  inspectionSearchSchema,
  type Inspection,
  type InspectionListItem,
  type ProjectInspectionCreate,
} from '@syna/contracts/inspections';
import type { ListResponse } from '@syna/contracts/list';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { ProjectState } from '@syna/contracts/projects';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { removeFromProject, setPlacedState, updateInspection } from './inspection.repo.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';
import { estateInProject, projectExists } from './inspection-references.repo.ts';
import { searchInspections } from './inspection-search.repo.ts';
import type { AssignmentSetups } from './assignment-setup.ts';
import { createInspection, requireInspection } from './inspection.service.ts';

/** Every inspection of a project at once, by number. */
const everyInspectionByNumber = inspectionSearchSchema.parse({
  pageSize: PAGE_SIZE_ALL,
  sort: 'number',
  direction: 'asc',
});

async function requireProject(context: RequestContext, projectId: string): Promise<void> {
  if (!(await projectExists(context.tx, projectId))) throw notFound({ key: 'projects.projectMissing' });
}

/** The inspections placed in the project (each with its estate), by number. */
export async function listProjectInspections(
  context: RequestContext,
  projectId: string,
): Promise<ListResponse<InspectionListItem>> {
  await requireProject(context, projectId);
  return searchInspections(context.tx, everyInspectionByNumber, { projectId });
}

/** Refuses (400, on `body.estateId`) an estate that is not one of the project's. */
async function assertEstateOfProject(context: RequestContext, projectId: string, estateId: string | null) {
  if (estateId && !(await estateInProject(context.tx, projectId, estateId))) {
    throw badRequest(
      { key: 'projects.estateOfOtherProject' },
      {
        'body.estateId': [{ key: 'projects.estateOfOtherProject' }],
      },
    );
  }
}

/** Creates an inspection placed in the project, for one of its estates or none. */
export async function createProjectInspection(
  context: RequestContext,
  projectId: string,
  input: ProjectInspectionCreate,
  setups?: AssignmentSetups,
): Promise<Inspection> {
  await requireProject(context, projectId);
  const { estateId, ...fields } = input;
  await assertEstateOfProject(context, projectId, estateId);
  return createInspection(context, fields, { placement: { projectId, estateId }, setups });
}

/**
 * Moves an inspection into the project, in one of its estates or none, out of any project or
 * estate it was in; its state there starts as active.
 */
export async function placeInProject(
  context: RequestContext,
  placement: { projectId: string; inspectionId: string },
  estateId: string | null,
): Promise<Inspection> {
  await requireProject(context, placement.projectId);
  await assertEstateOfProject(context, placement.projectId, estateId);
  const moved = await updateInspection(context.tx, placement.inspectionId, {
    projectId: placement.projectId,
    estateId,
    state: 'active',
  });
  if (!moved) throw notFound(INSPECTION_NOT_FOUND);
  return requireInspection(context, placement.inspectionId);
}

/** Takes an inspection out of the project (404 when it is not in it); the inspection itself stays. */
export async function takeOutOfProject(
  context: RequestContext,
  placement: { projectId: string; inspectionId: string },
): Promise<void> {
  if (!(await removeFromProject(context.tx, placement))) {
    throw notFound({ key: 'assignments.notInProject' });
  }
}

/** Sets the state of an inspection; it must be placed in that estate of that project (else 404). */
export async function setProjectInspectionState(
  context: RequestContext,
  placement: { projectId: string; estateId: string; inspectionId: string },
  state: ProjectState,
): Promise<Inspection> {
  if (!(await setPlacedState(context.tx, placement, state))) {
    throw notFound({ key: 'assignments.notInProjectEstate' });
  }
  return requireInspection(context, placement.inspectionId);
}

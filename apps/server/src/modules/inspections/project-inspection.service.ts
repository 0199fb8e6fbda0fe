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
import { setPlacedState } from './inspection.repo.ts';
import { estateInProject, projectExists } from './inspection-references.repo.ts';
import { searchInspections } from './inspection-search.repo.ts';
import { createInspection, requireInspection } from './inspection.service.ts';

/** Every inspection of a project at once, by number. */
const everyInspectionByNumber = inspectionSearchSchema.parse({
  pageSize: PAGE_SIZE_ALL,
  sort: 'number',
  direction: 'asc',
});

async function requireProject(context: RequestContext, projectId: string): Promise<void> {
  if (!(await projectExists(context.tx, projectId))) throw notFound('Projektet finns inte');
}

/** The inspections placed in the project (each with its estate), by number. */
export async function listProjectInspections(
  context: RequestContext,
  projectId: string,
): Promise<ListResponse<InspectionListItem>> {
  await requireProject(context, projectId);
  return searchInspections(context.tx, everyInspectionByNumber, { projectId });
}

/** Creates an inspection placed in the project, for an estate that belongs to it. */
export async function createProjectInspection(
  context: RequestContext,
  projectId: string,
  input: ProjectInspectionCreate,
): Promise<Inspection> {
  await requireProject(context, projectId);
  const { estateId, ...fields } = input;
  if (!(await estateInProject(context.tx, projectId, estateId))) {
    throw badRequest('Fastigheten hör inte till projektet', {
      'body.estateId': ['Fastigheten hör inte till projektet'],
    });
  }
  return createInspection(context, fields, { projectId, estateId });
}

/** Sets the state of an inspection; it must be placed in that estate of that project (else 404). */
export async function setProjectInspectionState(
  context: RequestContext,
  placement: { projectId: string; estateId: string; inspectionId: string },
  state: ProjectState,
): Promise<Inspection> {
  if (!(await setPlacedState(context.tx, placement, state))) {
    throw notFound('Uppdraget finns inte i projektets fastighet');
  }
  return requireInspection(context, placement.inspectionId);
}

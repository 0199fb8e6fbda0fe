import type { Inspection, ProjectInspectionCreate } from '@syna/contracts/inspections';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import { setPlacedState } from './inspection.repo.ts';
import { estateInProject, projectExists } from './inspection-references.repo.ts';
import type { InspectionContext } from './inspection-context.ts';
import { createInspection, requireInspection } from './inspection.service.ts';

export async function requireProject(ctx: InspectionContext, projectId: string): Promise<void> {
  if (!(await projectExists(ctx.tx, projectId))) throw notFound('Projektet finns inte');
}

/** Creates an inspection placed in the project, for an estate that belongs to it. */
export async function createProjectInspection(
  ctx: InspectionContext,
  projectId: string,
  input: ProjectInspectionCreate,
): Promise<Inspection> {
  await requireProject(ctx, projectId);
  const { estateId, ...fields } = input;
  if (!(await estateInProject(ctx.tx, projectId, estateId))) {
    throw badRequest('Fastigheten hör inte till projektet', {
      'body.estateId': ['Fastigheten hör inte till projektet'],
    });
  }
  return createInspection(ctx, fields, { projectId, estateId });
}

/** Sets the state of an inspection; it must be placed in that estate of that project (else 404). */
export async function setProjectInspectionState(
  ctx: InspectionContext,
  placement: { projectId: string; estateId: string; inspectionId: string },
  state: string,
): Promise<Inspection> {
  if (!(await setPlacedState(ctx.tx, placement, state))) {
    throw notFound('Uppdraget finns inte i projektets fastighet');
  }
  return requireInspection(ctx, placement.inspectionId);
}

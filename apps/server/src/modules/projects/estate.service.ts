import type { ListResponse } from '@syna/contracts/list';
import type { Estate, EstateBulkUpdate, EstateCreate, ProjectState } from '@syna/contracts/projects';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  deleteEstate,
  findUnknownEstateIds,
  insertEstate,
  listEstates,
  nextEstateSortOrder,
  updateEstate,
} from './estate.repo.ts';
import { requireProject } from './project.service.ts';

// Every estate call names its project first: an unknown project answers 404 before anything else.

const estateMissing = () => notFound({ key: 'projects.estateMissing' });

async function estatesOf(context: RequestContext, projectId: string): Promise<ListResponse<Estate>> {
  const items = await listEstates(context.tx, projectId);
  return { items, total: items.length };
}

export async function listProjectEstates(
  context: RequestContext,
  projectId: string,
): Promise<ListResponse<Estate>> {
  await requireProject(context, projectId);
  return estatesOf(context, projectId);
}

/** Fails with 404 unless the estate is one of the firm's project's. */
export async function requireEstate(
  context: RequestContext,
  projectId: string,
  estateId: string,
): Promise<void> {
  await requireProject(context, projectId);
  if ((await findUnknownEstateIds(context.tx, projectId, [estateId])).length > 0) throw estateMissing();
}

export async function createEstate(
  context: RequestContext,
  projectId: string,
  input: EstateCreate,
): Promise<Estate> {
  await requireProject(context, projectId);
  const sortOrder = input.sortOrder ?? (await nextEstateSortOrder(context.tx, projectId));
  return insertEstate(context.tx, context.tenant.id, projectId, { ...input, sortOrder });
}

/** Changes several estates of the project at once; all must be the project's, or none changes. */
export async function changeEstates(
  context: RequestContext,
  projectId: string,
  { items }: EstateBulkUpdate,
): Promise<ListResponse<Estate>> {
  await requireProject(context, projectId);
  const unknown = new Set(
    await findUnknownEstateIds(
      context.tx,
      projectId,
      items.map((item) => item.id),
    ),
  );
  if (unknown.size > 0) {
    const errors: FieldErrors = {};
    items.forEach((item, index) => {
      if (unknown.has(item.id)) errors[`body.items.${index}.id`] = [{ key: 'projects.estateNotInProject' }];
    });
    throw badRequest({ key: 'projects.estatesNotInProject' }, errors);
  }
  for (const { id, ...changes } of items) await updateEstate(context.tx, projectId, id, changes);
  return estatesOf(context, projectId);
}

export async function setEstateState(
  context: RequestContext,
  projectId: string,
  id: string,
  state: ProjectState,
): Promise<Estate> {
  await requireProject(context, projectId);
  const estate = await updateEstate(context.tx, projectId, id, { state });
  if (!estate) throw estateMissing();
  return estate;
}

export async function removeEstate(context: RequestContext, projectId: string, id: string): Promise<void> {
  await requireProject(context, projectId);
  if (!(await deleteEstate(context.tx, projectId, id))) throw estateMissing();
}

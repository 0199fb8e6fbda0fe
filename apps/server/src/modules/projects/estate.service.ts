import type { Estate, EstateBulkUpdate, EstateCreate, ProjectState } from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import {
  deleteEstate,
  findUnknownEstateIds,
  insertEstate,
  listEstates,
  nextEstateSortOrder,
  updateEstate,
} from './estate.repo.ts';
import { findProject } from './project.repo.ts';
import { projectMissing } from './project.service.ts';

const estateMissing = () => notFound('Fastigheten finns inte');

/** Every estate call names its project first: an unknown project answers 404 before anything else. */
async function requireProject(tx: Tx, projectId: string): Promise<void> {
  if (!(await findProject(tx, projectId))) throw projectMissing();
}

export async function listProjectEstates(tx: Tx, projectId: string): Promise<Estate[]> {
  await requireProject(tx, projectId);
  return listEstates(tx, projectId);
}

export async function createEstate(
  tx: Tx,
  tenantId: string,
  projectId: string,
  input: EstateCreate,
): Promise<Estate> {
  await requireProject(tx, projectId);
  const sortOrder = input.sortOrder ?? (await nextEstateSortOrder(tx, projectId));
  return insertEstate(tx, tenantId, projectId, { ...input, sortOrder });
}

/** Changes several estates of the project at once; all must be the project's, or none changes. */
export async function changeEstates(
  tx: Tx,
  projectId: string,
  { items }: EstateBulkUpdate,
): Promise<Estate[]> {
  await requireProject(tx, projectId);
  const unknown = new Set(
    await findUnknownEstateIds(
      tx,
      projectId,
      items.map((item) => item.id),
    ),
  );
  if (unknown.size > 0) {
    const errors: Record<string, string[]> = {};
    items.forEach((item, index) => {
      if (unknown.has(item.id)) errors[`body.items.${index}.id`] = ['Fastigheten finns inte i projektet'];
    });
    throw badRequest('Några fastigheter finns inte i projektet', errors);
  }
  for (const { id, ...changes } of items) await updateEstate(tx, projectId, id, changes);
  return listEstates(tx, projectId);
}

export async function setEstateState(
  tx: Tx,
  projectId: string,
  id: string,
  state: ProjectState,
): Promise<Estate> {
  await requireProject(tx, projectId);
  const estate = await updateEstate(tx, projectId, id, { state });
  if (!estate) throw estateMissing();
  return estate;
}

export async function removeEstate(tx: Tx, projectId: string, id: string): Promise<void> {
  await requireProject(tx, projectId);
  if (!(await deleteEstate(tx, projectId, id))) throw estateMissing();
}

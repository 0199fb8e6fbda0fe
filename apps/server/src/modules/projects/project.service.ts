import type {
  Project,
  ProjectAttributes,
  ProjectCreate,
  ProjectDetail,
  ProjectState,
  ProjectUpdate,
} from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import { findLookup } from '../lookups/lookup.repo.ts';
import { projectTypeKind } from '../lookups/lookup-kinds.ts';
import { isMember } from '../tenancy/tenant.repo.ts';
import { listEstates } from './estate.repo.ts';
import { isTenantContact } from './project-references.repo.ts';
import {
  deleteProject,
  findProject,
  findProjectAttributes,
  insertProject,
  updateProject,
  type ProjectValues,
} from './project.repo.ts';

export const projectMissing = () => notFound('Projektet finns inte');

/**
 * Checks the project's references, all at once so the form can mark every wrong field: the type
 * must be one of the organisation's project types, the customer a contact of its address book and
 * the inspector one of its members. Another organisation's id is simply unknown.
 */
async function checkReferences(
  tx: Tx,
  references: Pick<ProjectUpdate, 'typeId' | 'customerId' | 'inspectorId'>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const { typeId, customerId, inspectorId } = references;
  if (typeId && !(await findLookup(tx, { kind: projectTypeKind, parentId: null }, typeId))) {
    errors['body.typeId'] = ['Projekttypen finns inte'];
  }
  if (customerId && !(await isTenantContact(tx, customerId))) {
    errors['body.customerId'] = ['Kunden finns inte i adressboken'];
  }
  if (inspectorId && !(await isMember(tx, inspectorId))) {
    errors['body.inspectorId'] = ['Besiktningspersonen är inte medlem i organisationen'];
  }
  if (Object.keys(errors).length > 0)
    throw badRequest('Projektet hänvisar till poster som inte finns', errors);
}

/** Only an active project is `active`; one made inactive is archived. */
const lifecycleOf = (active: boolean): Pick<ProjectValues, 'active' | 'state'> => ({
  active,
  state: active ? 'active' : 'archived',
});

async function loadProject(tx: Tx, id: string): Promise<Project> {
  const project = await findProject(tx, id);
  if (!project) throw projectMissing();
  return project;
}

export async function createProject(tx: Tx, tenantId: string, input: ProjectCreate): Promise<Project> {
  await checkReferences(tx, input);
  const { active, ...values } = input;
  const id = await insertProject(tx, tenantId, { ...values, ...lifecycleOf(active) });
  return loadProject(tx, id);
}

/** Changes the fields the body names. Activating or deactivating moves the state along. */
export async function changeProject(tx: Tx, id: string, input: ProjectUpdate): Promise<Project> {
  const current = await loadProject(tx, id);
  await checkReferences(tx, input);
  const { active, ...values } = input;
  const lifecycle = active === undefined || active === current.active ? {} : lifecycleOf(active);
  await updateProject(tx, id, { ...values, ...lifecycle });
  return loadProject(tx, id);
}

export async function setProjectState(tx: Tx, id: string, state: ProjectState): Promise<Project> {
  if (!(await updateProject(tx, id, { state, active: state === 'active' }))) throw projectMissing();
  return loadProject(tx, id);
}

/** Deletes the project and its estates; its inspections stay, no longer in a project. */
export async function removeProject(tx: Tx, id: string): Promise<void> {
  if (!(await deleteProject(tx, id))) throw projectMissing();
}

export async function getProjectDetail(tx: Tx, id: string): Promise<ProjectDetail> {
  const project = await loadProject(tx, id);
  return { ...project, estates: await listEstates(tx, id) };
}

export async function getProjectAttributes(tx: Tx, id: string): Promise<ProjectAttributes> {
  const attributes = await findProjectAttributes(tx, id);
  if (!attributes) throw projectMissing();
  return attributes;
}

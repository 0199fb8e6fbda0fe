import type { PagedListResponse } from '@syna/contracts/list';
import type {
  Project,
  ProjectAttributes,
  ProjectCreate,
  ProjectDetail,
  ProjectSearch,
  ProjectState,
  ProjectUpdate,
} from '@syna/contracts/projects';
import type { Tx } from '../../platform/db/database.ts';
import { pageByCursor } from '../../platform/db/list-cursor.ts';
import { badRequest, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { describeChange } from '../events/index.ts';
import { findLookupItem, projectTypeKind } from '../lookups/index.ts';
import { isMember } from '../tenancy/index.ts';
import { listEstates } from './estate.repo.ts';
import { isTenantContact } from './project-references.repo.ts';
import {
  deleteProject,
  findProject,
  findProjectAttributes,
  insertProject,
  projectKeyset,
  searchProjects,
  updateProject,
  type ProjectValues,
} from './project.repo.ts';

const projectMissing = () => notFound({ key: 'projects.projectMissing' });

/**
 * Checks the project's references, all at once so the form can mark every wrong field: the type
 * must be one of the organisation's project types, the customer a contact of its address book and
 * the inspector one of its members. Another organisation's id is simply unknown.
 */
async function checkReferences(
  tx: Tx,
  references: Pick<ProjectUpdate, 'typeId' | 'customerId' | 'inspectorId'>,
): Promise<void> {
  const errors: FieldErrors = {};
  const { typeId, customerId, inspectorId } = references;
  if (typeId && !(await findLookupItem({ tx }, { kind: projectTypeKind, parentId: null }, typeId))) {
    errors['body.typeId'] = [{ key: 'projects.projectTypeMissing' }];
  }
  if (customerId && !(await isTenantContact(tx, customerId))) {
    errors['body.customerId'] = [{ key: 'projects.customerNotInAddressBook' }];
  }
  if (inspectorId && !(await isMember(tx, inspectorId))) {
    errors['body.inspectorId'] = [{ key: 'projects.inspectorNotMember' }];
  }
  if (Object.keys(errors).length > 0) throw badRequest({ key: 'projects.invalidReferences' }, errors);
}

/** Only an active project is `active`; one made inactive is archived. */
const lifecycleOf = (active: boolean): Pick<ProjectValues, 'active' | 'state'> => ({
  active,
  state: active ? 'active' : 'archived',
});

/** The project, or 404. */
export async function requireProject(context: RequestContext, id: string): Promise<Project> {
  const project = await findProject(context.tx, id);
  if (!project) throw projectMissing();
  return project;
}

/**
 * One page of the projects that match, newest first, and how many match in all; the page after a
 * cursor when one is given, and the cursor of the next page while rows follow.
 */
export function findProjects(
  context: RequestContext,
  search: ProjectSearch,
): Promise<PagedListResponse<Project>> {
  return pageByCursor(context.tenant.id, search.cursor, projectKeyset, (after) =>
    context.standbyRead((tx) => searchProjects(tx, search, after)),
  );
}

export async function createProject(context: RequestContext, input: ProjectCreate): Promise<Project> {
  await checkReferences(context.tx, input);
  const { active, ...values } = input;
  const id = await insertProject(context.tx, context.tenant.id, { ...values, ...lifecycleOf(active) });
  return describedProject(context, 'create', id);
}

/** Changes the fields the body names. Activating or deactivating moves the state along. */
export async function changeProject(
  context: RequestContext,
  id: string,
  input: ProjectUpdate,
): Promise<Project> {
  const current = await requireProject(context, id);
  await checkReferences(context.tx, input);
  const { active, ...values } = input;
  const lifecycle = active === undefined || active === current.active ? {} : lifecycleOf(active);
  await updateProject(context.tx, id, { ...values, ...lifecycle });
  return describedProject(context, 'update', id);
}

export async function setProjectState(
  context: RequestContext,
  id: string,
  state: ProjectState,
): Promise<Project> {
  if (!(await updateProject(context.tx, id, { state, active: state === 'active' }))) throw projectMissing();
  return describedProject(context, 'update', id);
}

/** Deletes the project and its estates; its inspections stay, no longer in a project. */
export async function removeProject(context: RequestContext, id: string): Promise<void> {
  const project = await requireProject(context, id);
  if (!(await deleteProject(context.tx, id))) throw projectMissing();
  describeChange(context.tx, { action: 'delete', recordType: 'projects', id, label: project.name });
}

/** The project as it now is, its change told to the events log by its name. */
async function describedProject(
  context: RequestContext,
  action: 'create' | 'update',
  id: string,
): Promise<Project> {
  const project = await requireProject(context, id);
  describeChange(context.tx, { action, recordType: 'projects', id, label: project.name });
  return project;
}

export async function getProjectDetail(context: RequestContext, id: string): Promise<ProjectDetail> {
  const project = await requireProject(context, id);
  return { ...project, estates: await listEstates(context.tx, id) };
}

export async function getProjectAttributes(context: RequestContext, id: string): Promise<ProjectAttributes> {
  const attributes = await findProjectAttributes(context.tx, id);
  if (!attributes) throw projectMissing();
  return attributes;
}

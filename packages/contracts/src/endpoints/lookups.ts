import { z } from 'zod';
import {
  contactRoleCreateSchema,
  contactRoleListSchema,
  contactRoleSchema,
  contactRoleUpdateSchema,
  inspectionBranchCreateSchema,
  inspectionBranchListSchema,
  inspectionBranchSchema,
  inspectionBranchUpdateSchema,
  inspectionStatusCreateSchema,
  inspectionStatusListSchema,
  inspectionStatusSchema,
  inspectionStatusUpdateSchema,
  inspectionTypeCreateSchema,
  inspectionTypeListSchema,
  inspectionTypeSchema,
  inspectionTypeUpdateSchema,
  lookupListQuerySchema,
  lookupOrderSchema,
  projectTypeCreateSchema,
  projectTypeListSchema,
  projectTypeSchema,
  projectTypeUpdateSchema,
  remarkGradeCreateSchema,
  remarkGradeListSchema,
  remarkGradeSchema,
  remarkGradeUpdateSchema,
} from '../lookups.ts';
import { ADMIN, MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'inspections';
const SERVICE = '/:tenant/v1/inspections';

/** The fields every lookup item has; each kind adds its own. */
interface LookupItemShape {
  id: string;
  name: string;
  nameEn: string | null;
  sortOrder: number;
  archived: boolean;
}

/** The list's path parameters: the tenant, and for a lookup under a parent the parent's id. */
type ListShape = { tenant: z.ZodString };
type ItemSchema = z.ZodType<LookupItemShape>;
type ListSchema = z.ZodType<{ items: LookupItemShape[]; total: number }>;
type CreateSchema = z.ZodType<{ name: string; sortOrder?: number | undefined }>;
type UpdateSchema = z.ZodType<{ name?: string; sortOrder?: number; archived?: boolean }>;

/**
 * What sets one lookup's endpoints apart: where it lives, its names and its own fields. Each
 * schema is a type parameter, so that a lookup's endpoints carry its own fields (a status's
 * colour, a branch's type in the path).
 */
export interface LookupDefinition<
  Shape extends ListShape = ListShape,
  Item extends ItemSchema = ItemSchema,
  List extends ListSchema = ListSchema,
  Create extends CreateSchema = CreateSchema,
  Update extends UpdateSchema = UpdateSchema,
> {
  /** The list's path; one item is `${path}/:id`. */
  path: `/${string}`;
  params: z.ZodObject<Shape>;
  /** English names for the API documentation, e.g. "inspection type" and "inspection types". */
  title: string;
  plural: string;
  item: Item;
  list: List;
  create: Create;
  update: Update;
}

/**
 * The endpoints of one lookup: list, create, read, change and delete. Reads are for every
 * member (the assignment form needs them), writes for administrators. Ids are uuids, so the
 * fixed `${path}/order` beside `${path}/:id` never reads as an id.
 */
export function lookupEndpoints<
  Shape extends ListShape,
  Item extends ItemSchema,
  List extends ListSchema,
  Create extends CreateSchema,
  Update extends UpdateSchema,
>(lookup: LookupDefinition<Shape, Item, List, Create, Update>) {
  const { path, params, title, plural } = lookup;
  const itemParams = params.extend({ id: z.uuid() });
  return {
    list: endpoint({
      method: 'GET',
      path,
      access: MEMBER,
      service,
      summary: `List ${plural} by sort order (archived ones with ?archived=true)`,
      params,
      query: lookupListQuerySchema,
      response: lookup.list,
    }),
    create: endpoint({
      method: 'POST',
      path,
      access: ADMIN,
      service,
      summary: `New ${title}; without sortOrder it goes last`,
      params,
      body: lookup.create,
      status: 201,
      response: lookup.item,
    }),
    get: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      access: MEMBER,
      service,
      summary: `One ${title} by id`,
      params: itemParams,
      response: lookup.item,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      access: ADMIN,
      service,
      summary: `Change one ${title}: only the fields sent change; archived: true archives it`,
      params: itemParams,
      body: lookup.update,
      response: lookup.item,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      access: ADMIN,
      service,
      summary: `Delete one ${title} that nothing refers to (409 when in use: archive it instead)`,
      params: itemParams,
      status: 204,
    }),
  };
}

/** The endpoint that sets a lookup's whole order at once (the statuses and the remark grades have it). */
export function lookupOrderEndpoint<Shape extends ListShape, List extends ListSchema>(
  lookup: Pick<LookupDefinition<Shape, ItemSchema, List>, 'path' | 'params' | 'plural' | 'list'>,
) {
  return endpoint({
    method: 'PUT',
    path: `${lookup.path}/order`,
    access: ADMIN,
    service,
    summary: `Order the ${lookup.plural}: the listed ones first, in the given order`,
    params: lookup.params,
    body: lookupOrderSchema,
    response: lookup.list,
  });
}

/** The endpoints of any lookup, ordered or not: what one generic handler map serves. */
export type LookupEndpoints = ReturnType<
  typeof lookupEndpoints<ListShape, ItemSchema, ListSchema, CreateSchema, UpdateSchema>
> & { order?: ReturnType<typeof lookupOrderEndpoint<ListShape, ListSchema>> };

export const inspectionTypeEndpoints = lookupEndpoints({
  path: `${SERVICE}/types`,
  params: tenantParams,
  title: 'inspection type',
  plural: 'inspection types',
  item: inspectionTypeSchema,
  list: inspectionTypeListSchema,
  create: inspectionTypeCreateSchema,
  update: inspectionTypeUpdateSchema,
});

const inspectionStatusLookup = {
  path: `${SERVICE}/statuses`,
  params: tenantParams,
  title: 'inspection status',
  plural: 'inspection statuses',
  item: inspectionStatusSchema,
  list: inspectionStatusListSchema,
  create: inspectionStatusCreateSchema,
  update: inspectionStatusUpdateSchema,
} as const;

/** Statuses are the one lookup whose whole order administrators set at once. */
export const inspectionStatusEndpoints = {
  ...lookupEndpoints(inspectionStatusLookup),
  order: lookupOrderEndpoint(inspectionStatusLookup),
};

export const contactRoleEndpoints = lookupEndpoints({
  path: `${SERVICE}/contact-roles`,
  params: tenantParams,
  title: 'contact role',
  plural: 'contact roles',
  item: contactRoleSchema,
  list: contactRoleListSchema,
  create: contactRoleCreateSchema,
  update: contactRoleUpdateSchema,
});

/** A type's branches live under `/inspections/:typeId/branches`; that id is the type's, not an inspection's. */
export const inspectionBranchEndpoints = lookupEndpoints({
  path: `${SERVICE}/inspections/:typeId/branches`,
  params: tenantParams.extend({ typeId: z.uuid() }),
  title: 'branch of an inspection type',
  plural: 'branches of an inspection type',
  item: inspectionBranchSchema,
  list: inspectionBranchListSchema,
  create: inspectionBranchCreateSchema,
  update: inspectionBranchUpdateSchema,
});

export const projectTypeEndpoints = lookupEndpoints({
  path: `${SERVICE}/projects/types`,
  params: tenantParams,
  title: 'project type',
  plural: 'project types',
  item: projectTypeSchema,
  list: projectTypeListSchema,
  create: projectTypeCreateSchema,
  update: projectTypeUpdateSchema,
});

const remarkGradeLookup = {
  path: `${SERVICE}/remark-grades`,
  params: tenantParams,
  title: 'remark grade',
  plural: 'remark grades',
  item: remarkGradeSchema,
  list: remarkGradeListSchema,
  create: remarkGradeCreateSchema,
  update: remarkGradeUpdateSchema,
} as const;

/** The firm's scale of remark grades: its order is the scale's, mildest first. */
export const remarkGradeEndpoints = {
  ...lookupEndpoints(remarkGradeLookup),
  order: lookupOrderEndpoint(remarkGradeLookup),
};

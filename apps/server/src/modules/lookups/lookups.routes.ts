import type { FastifyInstance } from 'fastify';
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
  projectTypeCreateSchema,
  projectTypeListSchema,
  projectTypeSchema,
  projectTypeUpdateSchema,
} from '@syna/contracts/lookups';
import {
  contactRoleKind,
  inspectionBranchKind,
  inspectionStatusKind,
  inspectionTypeKind,
  projectTypeKind,
} from './lookup-kinds.ts';
import { registerLookupRoutes } from './lookup.routes.ts';

const SERVICE = '/:tenant/v1/inspections';

/** The lookup tables administrators keep, under the inspections service. */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  registerLookupRoutes(app, {
    kind: inspectionTypeKind,
    path: `${SERVICE}/types`,
    title: 'inspection type',
    plural: 'inspection types',
    item: inspectionTypeSchema,
    list: inspectionTypeListSchema,
    create: inspectionTypeCreateSchema,
    update: inspectionTypeUpdateSchema,
  });
  registerLookupRoutes(app, {
    kind: inspectionStatusKind,
    path: `${SERVICE}/statuses`,
    title: 'inspection status',
    plural: 'inspection statuses',
    item: inspectionStatusSchema,
    list: inspectionStatusListSchema,
    create: inspectionStatusCreateSchema,
    update: inspectionStatusUpdateSchema,
    orderable: true,
  });
  registerLookupRoutes(app, {
    kind: contactRoleKind,
    path: `${SERVICE}/contact-roles`,
    title: 'contact role',
    plural: 'contact roles',
    item: contactRoleSchema,
    list: contactRoleListSchema,
    create: contactRoleCreateSchema,
    update: contactRoleUpdateSchema,
  });
  // A type's branches live under /inspections/{id}/branches; that id is the type's, not an inspection's.
  registerLookupRoutes(app, {
    kind: inspectionBranchKind,
    path: `${SERVICE}/inspections/:typeId/branches`,
    title: 'branch of an inspection type',
    plural: 'branches of an inspection type',
    item: inspectionBranchSchema,
    list: inspectionBranchListSchema,
    create: inspectionBranchCreateSchema,
    update: inspectionBranchUpdateSchema,
  });
  registerLookupRoutes(app, {
    kind: projectTypeKind,
    path: `${SERVICE}/projects/types`,
    title: 'project type',
    plural: 'project types',
    item: projectTypeSchema,
    list: projectTypeListSchema,
    create: projectTypeCreateSchema,
    update: projectTypeUpdateSchema,
  });
}

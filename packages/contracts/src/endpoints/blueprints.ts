import {
  blueprintCreateSchema,
  blueprintListQuerySchema,
  blueprintListSchema,
  blueprintSchema,
  blueprintUpdateSchema,
} from '../blueprints.ts';
import { permitted } from './access.ts';
import { adminRecordEndpoints } from './admin-records.ts';

/** The firm's inspection blueprints (uppdragsmallar), kept by its administrators. */
export const blueprintEndpoints = adminRecordEndpoints({
  path: '/:tenant/v1/vb/admin/blueprints',
  missing: 'blueprints.blueprintMissing',
  // Whoever creates assignments reads the blueprints the new-assignment dialog offers; the
  // service shows anyone but an administrator only those (?create=true), whatever they ask.
  listAccess: permitted('inspections.write'),
  schemas: {
    listQuery: blueprintListQuerySchema,
    list: blueprintListSchema,
    create: blueprintCreateSchema,
    record: blueprintSchema,
    update: blueprintUpdateSchema,
  },
  summaries: {
    list: 'List the inspection blueprints by name (archived ones with ?archived=true; with ?create=true only those a new assignment may start from)',
    create: 'New inspection blueprint: its inspection type, objects with template remarks, and forms',
    get: 'One inspection blueprint with its objects, their template remarks, and its forms',
    update:
      'Change an inspection blueprint: only the parts sent change; objects and forms replace the whole lists; archived: true archives it',
    remove: 'Delete an inspection blueprint; assignments created from it keep their objects and remarks',
  },
});

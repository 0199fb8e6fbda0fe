import {
  blueprintCreateSchema,
  blueprintListQuerySchema,
  blueprintListSchema,
  blueprintSchema,
  blueprintUpdateSchema,
} from '../blueprints.ts';
import { ADMIN, permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'vb';
const path = '/:tenant/v1/vb/admin/blueprints';
const blueprintParams = tenantAnd('id', 'blueprints.blueprintMissing');

/** The firm's inspection blueprints (uppdragsmallar), kept by its administrators. */
export const blueprintEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    // Whoever creates assignments reads the blueprints the new-assignment dialog offers; the
    // service shows anyone but an administrator only those (?create=true), whatever they ask.
    access: permitted('inspections.write'),
    service,
    summary:
      'List the inspection blueprints by name (archived ones with ?archived=true; with ?create=true only those a new assignment may start from)',
    params: tenantParams,
    query: blueprintListQuerySchema,
    response: blueprintListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path,
    access: ADMIN,
    service,
    summary: 'New inspection blueprint: its inspection type, objects with template remarks, and forms',
    params: tenantParams,
    body: blueprintCreateSchema,
    status: 201,
    response: blueprintSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary: 'One inspection blueprint with its objects, their template remarks, and its forms',
    params: blueprintParams,
    response: blueprintSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary:
      'Change an inspection blueprint: only the parts sent change; objects and forms replace the whole lists; archived: true archives it',
    params: blueprintParams,
    body: blueprintUpdateSchema,
    response: blueprintSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    access: ADMIN,
    service,
    summary: 'Delete an inspection blueprint; assignments created from it keep their objects and remarks',
    params: blueprintParams,
    status: 204,
  }),
};

import { z } from 'zod';
import {
  estateBulkUpdateSchema,
  estateCreateSchema,
  estateListSchema,
  estateSchema,
  projectAttributesSchema,
  projectCreateSchema,
  projectDetailSchema,
  projectListSchema,
  projectSchema,
  projectSearchSchema,
  projectStateQuerySchema,
  projectUpdateSchema,
} from '../projects.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const inspections = 'inspections';
const vb = 'vb';
const projects = '/:tenant/v1/inspections/projects';
const estates = `${projects}/:id/estates`;
const projectParams = tenantParams.extend({ id: z.uuid() });
const estateParams = projectParams.extend({ estate: z.uuid() });
/** Projects and their estates are read and written by permission (built-in: user writes, viewer reads). */
const read = permitted('projects.read');
const write = permitted('projects.write');

/**
 * Projects and their estates (fastigheter): changed through the inspections service, one project
 * read through the main (vb) service.
 */
export const projectEndpoints = {
  create: endpoint({
    method: 'POST',
    path: projects,
    access: write,
    service: inspections,
    summary: 'Create a project',
    params: tenantParams,
    body: projectCreateSchema,
    status: 201,
    response: projectSchema,
  }),
  search: endpoint({
    method: 'POST',
    path: `${projects}/search`,
    access: read,
    service: inspections,
    summary: 'Search projects by inspector, active and text; one page, newest first',
    readOnly: true,
    params: tenantParams,
    body: projectSearchSchema,
    response: projectListSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${projects}/:id`,
    access: write,
    service: inspections,
    summary: 'Change a project: only the fields sent change',
    params: projectParams,
    body: projectUpdateSchema,
    response: projectSchema,
  }),
  setState: endpoint({
    method: 'POST',
    path: `${projects}/:id`,
    access: write,
    service: inspections,
    summary: 'Set a project’s state (active, completed, archived)',
    params: projectParams,
    query: projectStateQuerySchema,
    response: projectSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${projects}/:id`,
    access: write,
    service: inspections,
    summary: 'Delete a project and its estates; its inspections stay, outside any project',
    params: projectParams,
    status: 204,
  }),
  estates: endpoint({
    method: 'GET',
    path: estates,
    access: read,
    service: inspections,
    summary: 'The project’s estates by sort order',
    params: projectParams,
    response: estateListSchema,
  }),
  addEstate: endpoint({
    method: 'POST',
    path: estates,
    access: write,
    service: inspections,
    summary: 'Add an estate to the project; without sortOrder it goes last',
    params: projectParams,
    body: estateCreateSchema,
    status: 201,
    response: estateSchema,
  }),
  updateEstates: endpoint({
    method: 'PUT',
    path: estates,
    access: write,
    service: inspections,
    summary: 'Change several of the project’s estates at once; answers all its estates',
    params: projectParams,
    body: estateBulkUpdateSchema,
    response: estateListSchema,
  }),
  setEstateState: endpoint({
    method: 'POST',
    path: `${estates}/:estate`,
    access: write,
    service: inspections,
    summary: 'Set an estate’s state (active, completed, archived)',
    params: estateParams,
    query: projectStateQuerySchema,
    response: estateSchema,
  }),
  removeEstate: endpoint({
    method: 'DELETE',
    path: `${estates}/:estate`,
    access: write,
    service: inspections,
    summary: 'Delete an estate; its inspections stay in the project',
    params: estateParams,
    status: 204,
  }),
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/projects/:id',
    access: read,
    service: vb,
    summary: 'One project with its estates and the names of its type, customer and inspector',
    params: projectParams,
    response: projectDetailSchema,
  }),
  attributes: endpoint({
    method: 'GET',
    path: '/:tenant/v1/vb/admin/projects/:id/attributes',
    access: read,
    service: vb,
    summary: 'The project’s attributes (values of forms of scope PROJECT)',
    params: projectParams,
    response: projectAttributesSchema,
  }),
};

import { z } from 'zod';
import type { FormScope } from '../form-fields.ts';
import {
  recordFormListSchema,
  recordFormSchema,
  recordFormValuesInputSchema,
  recordsWithFormsSchema,
} from '../form-records.ts';
import type { Permission } from '../permissions.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd } from './params.ts';

/**
 * The input forms of each kind of record, beside the record's own endpoints: `GET …/forms` lists
 * the forms that apply with the values stored, `PUT …/forms/{form}` writes the record's values of
 * one. Reading them needs the record's read permission, writing them its write permission.
 */

const inspectionParams = tenantAnd('id', 'validation.inspectionId');
const objectParams = inspectionParams.extend({ object: z.uuid({ error: 'validation.objectId' }) });
const projectParams = tenantAnd('id', 'projects.projectMissing');
const estateParams = projectParams.extend({ estate: z.uuid({ error: 'projects.estateMissing' }) });
const orderParams = tenantAnd('id', 'orders.orderMissing');
/** A record's parameters and the form's, for writing its values of one form. */
const form = { form: z.uuid({ error: 'forms.formMissing' }) };

/** The two endpoints of one kind of record's forms. */
function recordForms<Params extends z.ZodObject, FormParams extends z.ZodObject>(record: {
  scope: FormScope;
  /** The record's path, e.g. `/:tenant/v1/inspections/inspections/:id`. */
  path: `/${string}`;
  params: Params;
  formParams: FormParams;
  service: string;
  read: Permission;
  write: Permission;
  /** The record in the summaries: "assignment", "object" … */
  noun: string;
}) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${record.path}/forms`,
      access: permitted(record.read),
      service: record.service,
      summary: `The ${record.scope} input forms that apply to the ${record.noun}, each with the values stored and the version they were written with`,
      params: record.params,
      response: recordFormListSchema,
    }),
    write: endpoint({
      method: 'PUT',
      path: `${record.path}/forms/:form`,
      access: permitted(record.write),
      service: record.service,
      summary: `Write the ${record.noun}’s values of one input form, checked against its current version (400 with field errors)`,
      params: record.formParams,
      body: recordFormValuesInputSchema,
      response: recordFormSchema,
    }),
  };
}

const inspection = recordForms({
  scope: 'INSPECTION',
  path: '/:tenant/v1/inspections/inspections/:id',
  params: inspectionParams,
  formParams: inspectionParams.extend(form),
  service: 'inspections',
  read: 'inspections.read',
  write: 'inspections.write',
  noun: 'assignment',
});
const object = recordForms({
  scope: 'OBJECT',
  path: '/:tenant/v1/inspections/inspections/:id/objects/:object',
  params: objectParams,
  formParams: objectParams.extend(form),
  service: 'inspections',
  read: 'inspections.read',
  write: 'inspections.write',
  noun: 'object',
});
const project = recordForms({
  scope: 'PROJECT',
  path: '/:tenant/v1/inspections/projects/:id',
  params: projectParams,
  formParams: projectParams.extend(form),
  service: 'inspections',
  read: 'projects.read',
  write: 'projects.write',
  noun: 'project',
});
const estate = recordForms({
  scope: 'ESTATE',
  path: '/:tenant/v1/inspections/projects/:id/estates/:estate',
  params: estateParams,
  formParams: estateParams.extend(form),
  service: 'inspections',
  read: 'projects.read',
  write: 'projects.write',
  noun: 'estate',
});
const order = recordForms({
  scope: 'ORDER',
  path: '/:tenant/v1/vb/admin/order/:id',
  params: orderParams,
  formParams: orderParams.extend(form),
  service: 'vb',
  read: 'orders.read',
  write: 'orders.write',
  noun: 'order',
});

/** Which of a parent's records have forms, so that a list of them offers forms on those alone. */
const objectsWithForms = endpoint({
  method: 'GET',
  path: '/:tenant/v1/inspections/inspections/:id/objects-forms',
  access: permitted('inspections.read'),
  service: 'inspections',
  summary:
    'Which of the assignment’s objects have input forms: every one when an OBJECT form applies to its type, and those holding values of one',
  params: inspectionParams,
  response: recordsWithFormsSchema,
});
const estatesWithForms = endpoint({
  method: 'GET',
  path: '/:tenant/v1/inspections/projects/:id/estates-forms',
  access: permitted('projects.read'),
  service: 'inspections',
  summary:
    'Which of the project’s estates have input forms: every one when an ESTATE form is in use, and those holding values of one',
  params: projectParams,
  response: recordsWithFormsSchema,
});

export const recordFormEndpoints = {
  inspectionForms: inspection.list,
  writeInspectionForm: inspection.write,
  objectForms: object.list,
  writeObjectForm: object.write,
  objectsWithForms,
  projectForms: project.list,
  writeProjectForm: project.write,
  estateForms: estate.list,
  writeEstateForm: estate.write,
  estatesWithForms,
  orderForms: order.list,
  writeOrderForm: order.write,
};

import type { FormTemplateFields } from '@syna/contracts/document-templates';
import { formTemplateFields } from '@syna/contracts/form-template-fields';
import type { FormField } from '@syna/contracts/form-fields';
import { validateFormValues } from '@syna/contracts/form-values';
import type { RecordForm, RecordFormValuesInput, RecordsWithForms } from '@syna/contracts/form-records';
import type { ListResponse } from '@syna/contracts/list';
import { badRequest, conflict, notFound, type FieldErrors } from '../../platform/http/problem.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { requireInspection } from '../inspections/index.ts';
import { getOrder } from '../orders/index.ts';
import { estateIdsOf, requireEstate, requireProject } from '../projects/index.ts';
import { objectIdsOf, requireObject } from '../remarks/index.ts';
import { listFormsInUse } from './form.repo.ts';
import {
  listRecordForms,
  recordsWithForms,
  storeRecordValues,
  type FormRecordKey,
} from './record-form.repo.ts';

/** A record of the firm that input forms are filled in on, as the routes name it. */
export type FormRecord =
  | { scope: 'INSPECTION'; inspectionId: string }
  | { scope: 'OBJECT'; inspectionId: string; objectId: string }
  | { scope: 'PROJECT'; projectId: string }
  | { scope: 'ESTATE'; projectId: string; estateId: string }
  | { scope: 'ORDER'; orderId: string };

/**
 * Checks through its module that the record is the firm's (404 otherwise) and answers where its
 * values are kept and which type chooses its forms: an assignment's and its objects' inspection
 * type, an order's order type; projects and estates have none.
 */
async function resolveRecord(context: RequestContext, record: FormRecord): Promise<FormRecordKey> {
  switch (record.scope) {
    case 'INSPECTION':
    case 'OBJECT': {
      const inspection = await requireInspection(context, record.inspectionId);
      const type = { links: 'form_inspection_types', id: inspection.type?.id ?? null } as const;
      if (record.scope === 'INSPECTION') {
        return { scope: record.scope, column: 'inspection_id', id: inspection.id, type };
      }
      await requireObject(context, record.inspectionId, record.objectId);
      return { scope: record.scope, column: 'object_id', id: record.objectId, type };
    }
    case 'PROJECT':
      await requireProject(context, record.projectId);
      return { scope: record.scope, column: 'project_id', id: record.projectId, type: null };
    case 'ESTATE':
      await requireEstate(context, record.projectId, record.estateId);
      return { scope: record.scope, column: 'estate_id', id: record.estateId, type: null };
    case 'ORDER': {
      const order = await getOrder(context, record.orderId);
      const type = { links: 'form_order_types', id: order.orderType?.id ?? null } as const;
      return { scope: record.scope, column: 'order_id', id: order.id, type };
    }
  }
}

/**
 * An assignment's forms as its documents print them, by form key (`{form.<form>.<field>}`): each
 * form that applies, with the fields of the version its values were written with, written by
 * `print` (a report's text and tables, or an e-mail's text); a form not filled in prints its
 * fields empty. The caller has checked that the assignment is the firm's.
 */
export async function inspectionFormsForDocuments<Printed>(
  tx: Tx,
  inspection: { id: string; typeId: string | null },
  print: (fields: readonly FormField[], values: Readonly<Record<string, unknown>>) => Printed,
): Promise<Record<string, Printed>> {
  const forms = await listRecordForms(tx, {
    scope: 'INSPECTION',
    column: 'inspection_id',
    id: inspection.id,
    type: { links: 'form_inspection_types', id: inspection.typeId },
  });
  return Object.fromEntries(
    forms.map(({ form, stored }) => [form.key, print(stored?.fields ?? form.fields, stored?.values ?? {})]),
  );
}

/**
 * The fields of the firm's forms that reach an assignment's documents, as templates name them:
 * the assignment forms (scope INSPECTION; those of orders, projects, estates and objects are not
 * in the report's data) that are not archived, by name. The help list shows them and a template's
 * upload is checked against them.
 */
export async function formFieldsForTemplates(tx: Tx): Promise<FormTemplateFields[]> {
  const forms = await listFormsInUse(tx, 'INSPECTION');
  return forms.map(formTemplateFields);
}

/** `GET …/forms`: the forms that apply to the record, each with the values it has of it. */
export async function getRecordForms(
  context: RequestContext,
  record: FormRecord,
): Promise<ListResponse<RecordForm>> {
  const items = await listRecordForms(context.tx, await resolveRecord(context, record));
  return { items, total: items.length };
}

/**
 * `GET …/objects-forms`: which of the assignment's objects have forms (one answer for the whole
 * list, so that each object's card offers its forms only when it has some).
 */
export async function objectsWithForms(
  context: RequestContext,
  inspectionId: string,
): Promise<RecordsWithForms> {
  const inspection = await requireInspection(context, inspectionId);
  const type = { links: 'form_inspection_types', id: inspection.type?.id ?? null } as const;
  return recordsWithForms(
    context.tx,
    { scope: 'OBJECT', column: 'object_id', type },
    objectIdsOf(inspection.id),
  );
}

/** `GET …/estates-forms`: which of the project's estates have forms, as for an assignment's objects. */
export async function estatesWithForms(
  context: RequestContext,
  projectId: string,
): Promise<RecordsWithForms> {
  await requireProject(context, projectId);
  return recordsWithForms(
    context.tx,
    { scope: 'ESTATE', column: 'estate_id', type: null },
    estateIdsOf(projectId),
  );
}

/**
 * `PUT …/forms/{form}`: the record's values of one form, checked against its current version by
 * the validator the web form uses (400 with the field errors under `body.values`), then kept with
 * that version. A form that does not apply to the record answers 404; an archived one, whose
 * values are kept to be read, 409.
 */
export async function writeRecordForm(
  context: RequestContext,
  record: FormRecord,
  formId: string,
  input: RecordFormValuesInput,
): Promise<RecordForm> {
  const key = await resolveRecord(context, record);
  const [current] = await listRecordForms(context.tx, key, formId);
  if (!current) throw notFound({ key: 'forms.formMissing' });
  if (current.form.archived) throw conflict({ key: 'forms.formArchived' });
  const errors = validateFormValues(current.form, input.values);
  if (Object.keys(errors).length > 0) {
    const bodyErrors: FieldErrors = Object.fromEntries(
      Object.entries(errors).map(([path, messages]) => [`body.${path}`, messages]),
    );
    throw badRequest({ key: 'forms.valuesInvalid' }, bodyErrors);
  }
  await storeRecordValues(context.tx, key, current.form, input.values, context.user.id);
  const [written] = await listRecordForms(context.tx, key, formId);
  return written!;
}

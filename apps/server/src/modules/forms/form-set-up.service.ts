import type { FormField } from '@syna/contracts/form-fields';
import { isEmpty } from '@syna/contracts/form-values';
import type { Form } from '@syna/contracts/forms';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { listFormsWithFields } from './form.repo.ts';
import { inspectionValues } from './record-form.repo.ts';

/** What the metadata check asks of the firm's forms. */

/** Every form of the firm with its current fields, archived ones too. */
export async function formsWithFields(context: RequestContext): Promise<Form[]> {
  return listFormsWithFields(context.tx);
}

/** A required field of a form that an assignment has no value in. */
export interface MissingRequiredField {
  form: { id: string; name: string };
  field: { key: string; label: string };
}

/** Whether a live assignment form applies to an assignment of the type (it names no type, or that one). */
const appliesTo = (form: Form, typeId: string | null) =>
  !form.archived &&
  form.scope === 'INSPECTION' &&
  (form.inspectionTypeIds.length === 0 || (typeId !== null && form.inspectionTypeIds.includes(typeId)));

/**
 * The required fields left empty on each of the assignments, by assignment id (those with none
 * left out): the fields of the current version of each form that applies to the assignment's type,
 * against the values stored of it, whichever version they were written with.
 */
export async function requiredFieldsMissing(
  context: RequestContext,
  assignments: readonly { id: string; typeId: string | null }[],
): Promise<Map<string, MissingRequiredField[]>> {
  const forms = (await listFormsWithFields(context.tx)).filter((form) =>
    form.fields.some((field: FormField) => field.required),
  );
  const missing = new Map<string, MissingRequiredField[]>();
  if (forms.length === 0) return missing;
  const stored = await inspectionValues(
    context.tx,
    assignments.map((assignment) => assignment.id),
  );
  for (const assignment of assignments) {
    const found = forms
      .filter((form) => appliesTo(form, assignment.typeId))
      .flatMap((form) => {
        const values = stored.get(assignment.id)?.get(form.id) ?? {};
        return form.fields
          .filter((field) => field.required && isEmpty(values[field.key]))
          .map((field) => ({
            form: { id: form.id, name: form.name.sv },
            field: { key: field.key, label: field.label.sv },
          }));
      });
    if (found.length > 0) missing.set(assignment.id, found);
  }
  return missing;
}

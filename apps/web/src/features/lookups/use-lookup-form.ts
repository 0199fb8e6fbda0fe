import { useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { problemFieldErrors } from '../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { isHttpError } from '../../lib/http/http-error';
import { showError } from '../../lib/snackbar/snackbar';
import { lookupFormValues, toLookupBody, type LookupFormValues } from './lookup-form';
import type { LookupItem, LookupKind, LookupWrite } from './lookup-kinds';

const FORM_FIELDS: readonly string[] = ['name', 'description', 'color', 'final'];

/**
 * The lookup form of one kind, validated with the kind's contract schema (create or update).
 * `save` receives the body and answers the saved lookup; the server's field errors land on the fields, and a 409 (the name is
 * taken) on the name.
 */
export function useLookupForm(
  kind: LookupKind,
  item: LookupItem | null,
  save: (body: LookupWrite) => Promise<LookupItem>,
) {
  const resolver = useMemo(
    () =>
      schemaResolver<LookupFormValues, LookupWrite>(
        (item ? kind.updateSchema : kind.createSchema) as typeof kind.createSchema,
        (values) => toLookupBody(kind, values),
      ),
    [kind, item],
  );
  const values = useMemo(() => lookupFormValues(item), [item]);
  const form = useForm<LookupFormValues, unknown, LookupWrite>({
    resolver,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      // The saved values become the form's, so it is no longer dirty.
      form.reset(lookupFormValues(await save(body)));
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldErrors = problemFieldErrors(error.fieldErrors);
      if (error.status !== 409 && fieldErrors.length === 0) {
        showError(error.message, error.detail ?? undefined);
        return;
      }
      if (error.status === 409) {
        form.setError(
          'name',
          { type: 'server', message: error.detail ?? error.message },
          { shouldFocus: true },
        );
        return;
      }
      for (const { field, message } of fieldErrors) {
        const name = FORM_FIELDS.includes(field) ? field : 'name';
        form.setError(
          name as FieldPath<LookupFormValues>,
          { type: 'server', message },
          { shouldFocus: true },
        );
      }
    }
  });
  return { form, submit, values };
}

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isHttpError, type HttpError } from '@/lib/http/http-error';
import { showError } from '@/lib/snackbar/snackbar';
import { problemFieldErrors } from './problem-field-errors';

/** Where a form shows the server's reasons for refusing a save. */
export interface ServerErrorFields<Values extends FieldValues> {
  /**
   * The form's fields that show the server's messages about them; `address` also shows those
   * about `address.city`. A message about a field the form does not have lands on the first.
   */
  fields: readonly [FieldPath<Values>, ...FieldPath<Values>[]];
  /**
   * Server field names that differ from the form's: `{ contactId: 'contact' }`, or a function for
   * names that follow a pattern or depend on what the form holds (`items.0.kind` → `relations.0.kind`).
   */
  renamed?: Readonly<Record<string, FieldPath<Values>>> | ((field: string) => string);
  /** The server's message as the field shows it, e.g. a contract message in the user's language. */
  localise?(message: string): string | undefined;
  /** Where the body's fields start in the problem's keys; `body.` unless the body wraps them. */
  prefix?: string;
  /** The field that shows a 409 (a name already taken); without one a 409 is a red snackbar. */
  conflict?: FieldPath<Values>;
}

/** The form field that shows the server's message about `field`. */
export function serverErrorField<Values extends FieldValues>(
  field: string,
  { fields, renamed }: ServerErrorFields<Values>,
): FieldPath<Values> {
  const name = typeof renamed === 'function' ? renamed(field) : (renamed?.[field] ?? field);
  const shown = fields.some((own) => name === own || name.startsWith(`${own}.`));
  return shown ? (name as FieldPath<Values>) : fields[0];
}

function showRefusal<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  error: HttpError,
  target: ServerErrorFields<Values>,
): void {
  if (error.status === 409 && target.conflict) {
    form.setError(
      target.conflict,
      { type: 'server', message: error.detail ?? error.message },
      { shouldFocus: true },
    );
    return;
  }
  const fieldErrors = problemFieldErrors(error.fieldErrors, target.prefix);
  if (fieldErrors.length === 0) showError(error.message, error.detail ?? undefined);
  fieldErrors.forEach(({ field, message }, index) => {
    form.setError(
      serverErrorField(field, target),
      { type: 'server', message: target.localise?.(message) ?? message },
      { shouldFocus: index === 0 },
    );
  });
}

/**
 * The submit handler of a form that saves to the server: validates, then calls `save`. When the
 * server refuses, its messages land on the fields (the first one focused) and a refusal without
 * field messages becomes a red snackbar, so the calls behind `save` should not report failures
 * themselves (`notify: false`). Anything but an HTTP refusal is thrown on.
 */
export function serverSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  save: (body: Output) => Promise<unknown>,
  target: ServerErrorFields<Values>,
) {
  return form.handleSubmit(async (body) => {
    try {
      await save(body);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showRefusal(form, error, target);
    }
  });
}

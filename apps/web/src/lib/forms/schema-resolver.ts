import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translate } from '@/lib/i18n/i18n';
import { issueErrors } from './issue-errors';
import { localiseContractMessage } from './localised-messages';
import { zodErrorMap, type ValidationTranslate } from './zod-messages';

/** Validation texts in the current language, looked up when a field is validated. */
const translateValidation: ValidationTranslate = (key, values) =>
  (translate as (key: string, values?: Record<string, unknown>) => string)(key, values);

/**
 * A react-hook-form resolver that validates with a contract schema (the server's own), after
 * `prepare` has turned the form's strings into the schema's input (blank -> null/undefined).
 * Messages come in the user's language: the contracts' by their key, zod's own by `translateMessage`.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  prepare: (values: Values) => unknown = (values) => values,
  translateMessage: ValidationTranslate = translateValidation,
): Resolver<Values, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(prepare(values), { error: zodErrorMap(translateMessage) });
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issueErrors(result.error.issues, localiseContractMessage, options) };
  };
}

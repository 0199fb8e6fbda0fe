import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { translate } from '@/lib/i18n/i18n';
import { zodErrorMap, type ValidationTranslate } from './zod-messages';

/** Validation texts in the current language, looked up when a field is validated. */
const translateValidation: ValidationTranslate = (key, values) =>
  (translate as (key: string, values?: Record<string, unknown>) => string)(key, values);

/**
 * A react-hook-form resolver that validates with a contract schema (the server's own), after
 * `prepare` has turned the form's strings into the schema's input (blank -> null/undefined).
 * Messages come in the user's language.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  prepare: (values: Values) => unknown = (values) => values,
  translateMessage: ValidationTranslate = translateValidation,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as z.ZodType<Output, FieldValues>, {
    error: zodErrorMap(translateMessage),
  }) as unknown as Resolver<FieldValues, unknown, Output>;
  return (values, context, options) =>
    resolve(prepare(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, Output>
    >;
}

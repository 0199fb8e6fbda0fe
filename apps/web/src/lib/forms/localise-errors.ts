import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Turns one validation message into the user's language (unknown messages stay as they are). */
export type Localise = (message: string | undefined) => string | undefined;

/** Every `message` in a tree of form errors, localised; field refs (DOM elements) are kept as they are. */
export function localiseErrors<Errors>(errors: Errors, localise: Localise): Errors {
  if (Array.isArray(errors)) return errors.map((error: unknown) => localiseErrors(error, localise)) as Errors;
  if (typeof errors !== 'object' || errors === null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, localise(value)];
      return [key, localiseErrors(value, localise)];
    }),
  ) as Errors;
}

/** The same resolver, with its error messages in the user's language. */
export function withLocalisedErrors<Values extends FieldValues, Output>(
  resolve: Resolver<Values, unknown, Output>,
  localise: Localise,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: localiseErrors(result.errors, localise) as FieldErrors<Values> };
  };
}

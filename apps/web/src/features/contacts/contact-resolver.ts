import type { FieldErrors, Resolver } from 'react-hook-form';
import { contactInputSchema, type ContactInput } from '@syna/contracts/contacts';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { toContactInput, type ContactFormValues } from './contact-form';

type Localise = (message: string | undefined) => string | undefined;

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

/**
 * Validates the contact form with the contract's `contactInputSchema`; the contract's Swedish
 * messages are shown in the user's language.
 */
export function contactResolver(localise: Localise): Resolver<ContactFormValues, unknown, ContactInput> {
  const resolve = schemaResolver<ContactFormValues, ContactInput>(contactInputSchema, toContactInput);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: localiseErrors(result.errors, localise) as FieldErrors<ContactFormValues> };
  };
}

import type { Resolver } from 'react-hook-form';
import { contactInputSchema, type ContactInput } from '@syna/contracts/contacts';
import { localiseContractMessage, withLocalisedErrors } from '@/lib/forms/localised-messages';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { toContactInput, type ContactFormValues } from './contact-form';

/**
 * Validates the contact form with the contract's `contactInputSchema`; the contract's Swedish
 * messages are shown in the user's language.
 */
export function contactResolver(): Resolver<ContactFormValues, unknown, ContactInput> {
  return withLocalisedErrors(
    schemaResolver<ContactFormValues, ContactInput>(contactInputSchema, toContactInput),
    localiseContractMessage,
  );
}

import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { renderFormMessage, type IssueValues } from '@syna/contracts/messages';
import { currentLanguage } from '@/lib/i18n/i18n';
import { withLocalisedErrors } from './localise-errors';

export { localiseErrors, withLocalisedErrors, type Localise } from './localise-errors';

/**
 * A message in the user's language: a message of the contracts is a key of their catalogue
 * (`@syna/contracts/messages`), worded with its zod issue's values when given the issue; any
 * other text (the server's, already in the request's language, or zod's own) stays as it is.
 */
export function localiseContractMessage(message: string | IssueValues | undefined): string | undefined {
  return message === undefined ? undefined : renderFormMessage(message, currentLanguage());
}

/** The resolver of a form validated with a contract schema, its messages in the user's language. */
export function useLocalisedResolver<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return useMemo(() => withLocalisedErrors(resolver, localiseContractMessage), [resolver]);
}

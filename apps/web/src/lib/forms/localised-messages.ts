import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { localizeMessage } from '@syna/contracts/messages';
import { currentLanguage } from '@/lib/i18n/i18n';
import { withLocalisedErrors } from './localise-errors';

export { localiseErrors, withLocalisedErrors, type Localise } from './localise-errors';

/**
 * A message of the contracts or the server in the user's language. Both write Swedish; the
 * contracts' message catalogue (`localizeMessage`) holds each message's English text, so the web
 * app keeps no copy of it. A message the catalogue does not know (already translated, or unknown)
 * stays as it is.
 */
export function localiseContractMessage(message: string | undefined): string | undefined {
  return message && localizeMessage(message, currentLanguage());
}

/** The resolver of a form validated with a contract schema, its messages in the user's language. */
export function useLocalisedResolver<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return useMemo(() => withLocalisedErrors(resolver, localiseContractMessage), [resolver]);
}

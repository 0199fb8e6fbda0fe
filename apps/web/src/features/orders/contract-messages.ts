import { useMemo } from 'react';
import type { Resolver, FieldValues } from 'react-hook-form';
import { contractMessageLocaliser, withLocalisedErrors } from '@/lib/forms/localised-messages';
import { sv, useOrderTexts } from './texts';

type OrderMessageKey = `validation.${keyof typeof sv.validation}`;

const localiseOrderMessage = contractMessageLocaliser<OrderMessageKey>(sv.validation, 'validation.');

/** The resolver with the contracts' Swedish messages shown in the user's language. */
export function useLocalisedResolver<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  const { t } = useOrderTexts();
  return useMemo(
    () => withLocalisedErrors(resolver, (message) => localiseOrderMessage(message, (key) => t(key))),
    [resolver, t],
  );
}

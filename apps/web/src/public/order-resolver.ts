import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language } from '@syna/contracts/constants';
import { localizeMessage } from '@syna/contracts/messages';
import { publicOrderSubmitSchema, type PublicOrderSubmit } from '@syna/contracts/orders';
import { withLocalisedErrors } from '@/lib/forms/localise-errors';
import { zodErrorMap } from '@/lib/forms/zod-messages';
import { toOrderInput, type OrderFormValues } from './order-form';
import { textsIn } from './texts';

/**
 * A message of the order contract or the server (both write Swedish) in `language`, from the
 * contracts' message catalogue; one it does not know stays as it is.
 */
export const localiseOrderMessage = (language: Language, message: string): string =>
  localizeMessage(message, language);

/**
 * Validates the order form with the contract's own schema, in `language`, and checks the
 * earliest date the firm offers (the server checks it again; here it saves a round trip).
 */
export function orderResolver(
  language: Language,
  nextDate: string,
  earliestDateMessage: string,
): Resolver<OrderFormValues, unknown, PublicOrderSubmit> {
  const validate = zodResolver(publicOrderSubmitSchema, {
    error: zodErrorMap(textsIn(language)),
  }) as unknown as Resolver<FieldValues, unknown, PublicOrderSubmit>;
  const resolve = withLocalisedErrors<OrderFormValues, PublicOrderSubmit>(
    (values, context, options) =>
      validate(toOrderInput(values) as FieldValues, context, options as never) as ReturnType<
        Resolver<OrderFormValues, unknown, PublicOrderSubmit>
      >,
    (message) => message && localiseOrderMessage(language, message),
  );
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (!values.preferredDate || values.preferredDate >= nextDate) return result;
    return {
      values: {},
      errors: { ...result.errors, preferredDate: { type: 'min', message: earliestDateMessage } },
    };
  };
}

import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Language } from '@syna/contracts/constants';
import { publicOrderSubmitSchema, type PublicOrderSubmit } from '@syna/contracts/public-orders';
import { localiseErrors } from '@/lib/forms/localise-errors';
import { zodErrorMap } from '@/lib/forms/zod-messages';
import { toOrderInput, type OrderFormValues } from './order-form';
import { textsIn } from './texts';

/**
 * Turns messages of the order contract or the server (both write Swedish) into `language`, from
 * the contracts' message catalogue; one it does not know stays as it is. Only English needs the
 * catalogue, so it loads the first time an English visitor meets a message, not with the page.
 */
export async function orderMessageLocaliser(language: Language): Promise<(message: string) => string> {
  if (language === 'sv') return (message) => message;
  const { localizeMessage } = await import('@syna/contracts/messages');
  return (message) => localizeMessage(message, language);
}

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
  return async (values, context, options) => {
    const result = (await validate(
      toOrderInput(values) as FieldValues,
      context,
      options as never,
    )) as Awaited<ReturnType<Resolver<OrderFormValues, unknown, PublicOrderSubmit>>>;
    const early = Boolean(values.preferredDate) && values.preferredDate < nextDate;
    if (Object.keys(result.errors).length === 0 && !early) return result;
    const localise = await orderMessageLocaliser(language);
    const errors = localiseErrors(result.errors, (message) => message && localise(message));
    if (!early) return { values: {}, errors };
    return {
      values: {},
      errors: { ...errors, preferredDate: { type: 'min', message: earliestDateMessage } },
    };
  };
}

import type { Resolver } from 'react-hook-form';
import type { Language } from '@syna/contracts/constants';
import type { IssueValues } from '@syna/contracts/messages';
import { publicOrderSubmitSchema, type PublicOrderSubmit } from '@syna/contracts/public-orders';
import { issueErrors } from '@/lib/forms/issue-errors';
import { zodErrorMap } from '@/lib/forms/zod-messages';
import { toOrderInput, type OrderFormValues } from './order-form';
import { textsIn } from './texts';

/**
 * Words messages of the order contract (keys of the contracts' message catalogue) in `language`,
 * with their issue's values; any other text (the server's, already in the page's language) stays
 * as it is. The catalogue loads the first time a visitor meets a message, not with the page.
 */
export async function orderMessageLocaliser(
  language: Language,
): Promise<(message: string | IssueValues) => string> {
  const { renderFormMessage } = await import('@syna/contracts/messages');
  return (message) => renderFormMessage(message, language);
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
  return async (values, _context, options) => {
    const parsed = publicOrderSubmitSchema.safeParse(toOrderInput(values), {
      error: zodErrorMap(textsIn(language)),
    });
    const early = Boolean(values.preferredDate) && values.preferredDate < nextDate;
    if (parsed.success && !early) return { values: parsed.data, errors: {} };
    const errors = parsed.success
      ? {}
      : issueErrors(parsed.error.issues, await orderMessageLocaliser(language), options);
    if (!early) return { values: {}, errors };
    return {
      values: {},
      errors: { ...errors, preferredDate: { type: 'min', message: earliestDateMessage } },
    };
  };
}

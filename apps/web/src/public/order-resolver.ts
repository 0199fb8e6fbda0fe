import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { validateFormValues } from '@syna/contracts/form-values';
import type { Language } from '@syna/contracts/constants';
import type { IssueValues } from '@syna/contracts/messages';
import {
  publicOrderSubmitSchema,
  type PublicOrderForm,
  type PublicOrderPage,
  type PublicOrderSubmit,
} from '@syna/contracts/public-orders';
import { issueErrors } from '@/lib/forms/issue-errors';
import { zodErrorMap } from '@/lib/forms/zod-messages';
import { askedForms, toOrderInput, type OrderFormValues } from './order-form';
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
 * The answers' messages by where each form shows them (`answers.<form>.<field>`), checked by the
 * validator the server uses, worded in `language`; none when every asked form is answered right.
 */
async function answerErrors(
  asked: readonly PublicOrderForm[],
  answers: OrderFormValues['answers'],
  language: Language,
): Promise<Record<string, FieldError>> {
  const found = asked.flatMap((form) =>
    Object.entries(validateFormValues(form, answers[form.id] ?? {})).map(([path, [first]]) => ({
      place: `answers.${form.id}${path.slice('values'.length)}`,
      first: first!,
    })),
  );
  if (found.length === 0) return {};
  const { renderMessage } = await import('@syna/contracts/messages');
  return Object.fromEntries(
    found.map(({ place, first }) => [place, { type: 'validate', message: renderMessage(first, language) }]),
  );
}

/**
 * Validates the order form with the contract's own schema, in `language`, the answers to the
 * chosen order type's forms by their definitions, the customer's e-mail when the firm requires
 * it, and the earliest date the firm offers (the
 * server checks them all again; here they save a round trip).
 */
export function orderResolver(
  language: Language,
  page: Pick<PublicOrderPage, 'nextDate' | 'orderTypes'> & { emailRequired?: boolean },
  earliestDateMessage: string,
): Resolver<OrderFormValues, unknown, PublicOrderSubmit> {
  return async (values, _context, options) => {
    const asked = askedForms(page, values.orderTypeId);
    const parsed = publicOrderSubmitSchema.safeParse(toOrderInput(values, asked), {
      error: zodErrorMap(textsIn(language)),
    });
    const answers = await answerErrors(asked, values.answers, language);
    if (page.emailRequired && !values.customer.email.trim()) {
      const { renderMessage } = await import('@syna/contracts/messages');
      answers['customer.email'] = {
        type: 'required',
        message: renderMessage({ key: 'validation.emailRequired' }, language),
      };
    }
    const early = Boolean(values.preferredDate) && values.preferredDate < page.nextDate;
    const answered = Object.keys(answers).length === 0;
    if (parsed.success && !early && answered) return { values: parsed.data, errors: {} };
    const errors = {
      ...(parsed.success
        ? {}
        : issueErrors(parsed.error.issues, await orderMessageLocaliser(language), options)),
      ...(answered ? {} : toNestErrors(answers, options)),
    };
    if (!early) return { values: {}, errors };
    return {
      values: {},
      errors: { ...errors, preferredDate: { type: 'min', message: earliestDateMessage } },
    };
  };
}

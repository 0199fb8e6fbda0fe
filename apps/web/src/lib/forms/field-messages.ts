import type { z } from 'zod';
import type { FormFieldErrors } from '@syna/contracts/form-values';
import { renderMessage } from '@syna/contracts/messages';
import { currentLanguage } from '@/lib/i18n/i18n';
import { localiseContractMessage } from './localised-messages';
import { problemFieldErrors } from './problem-field-errors';

/** Messages of a form without react-hook-form, by where they belong (`fields.2.max`, `values.byggnadsar`). */
export type FieldMessages = Readonly<Record<string, string>>;

/** The first issue of each place a contract schema refused, in the user's language. */
export function schemaFieldMessages(issues: readonly z.core.$ZodIssue[]): FieldMessages {
  const messages: Record<string, string> = {};
  for (const issue of issues)
    messages[issue.path.join('.')] ??= localiseContractMessage(issue) ?? issue.message;
  return messages;
}

/** The validator's messages of form values (`checkFieldValue`), the first of each place, in the user's language. */
export function valueFieldMessages(errors: FormFieldErrors): FieldMessages {
  const language = currentLanguage();
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, [first]]) =>
      first ? [[path, renderMessage(first, language)]] : [],
    ),
  );
}

/** A 400's field messages (`body.fields.0.max`) by their place in the body (`fields.0.max`). */
export const problemFieldMessages = (errors: Record<string, readonly string[]> | undefined): FieldMessages =>
  Object.fromEntries(problemFieldErrors(errors).map(({ field, message }) => [field, message]));

import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form errors of a schema's issues: the first issue of each field, worded by `word`, which
 * sees the whole issue (a message of the contracts may name the issue's limit: "Högst 200 tecken").
 */
export function issueErrors<Values extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  word: (issue: z.core.$ZodIssue) => string | undefined,
  options: ResolverOptions<Values>,
): FieldErrors<Values> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= { type: issue.code, message: word(issue) };
  return toNestErrors(errors, options);
}

import type { z } from 'zod';
import { TENANT_ID_PATTERN } from '@syna/contracts/constants';

export type ValidationKey =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.url'
  | 'validation.email'
  | 'validation.tenantId'
  | 'validation.invalid';

export type ValidationTranslate = (key: ValidationKey, values?: Record<string, unknown>) => string;

/** The contract schemas' issues in the user's language; the schemas themselves stay language-free. */
export function zodIssueMessage(issue: z.core.$ZodRawIssue, translate: ValidationTranslate): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? translate('validation.required')
        : translate('validation.invalid');
    case 'too_small':
      if (issue.origin !== 'string') return translate('validation.invalid');
      return Number(issue.minimum) <= 1
        ? translate('validation.required')
        : translate('validation.tooShort', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? translate('validation.tooLong', { maximum: Number(issue.maximum) })
        : translate('validation.invalid');
    case 'invalid_format':
      if (issue.format === 'url') return translate('validation.url');
      if (issue.format === 'email') return translate('validation.email');
      if (issue.format === 'regex' && issue.pattern === String(TENANT_ID_PATTERN)) {
        return translate('validation.tenantId');
      }
      return translate('validation.invalid');
    default:
      return translate('validation.invalid');
  }
}

/** A zod error map for `zodResolver(schema, { error })`. */
export function zodErrorMap(translate: ValidationTranslate): z.core.$ZodErrorMap {
  return (issue) => zodIssueMessage(issue, translate);
}

import { z } from 'zod';

/**
 * RFC 9457 problem document; `key` names the detail's message in the catalogue
 * (`@syna/contracts/messages`), and `errors` maps a field path to its messages on validation failures.
 */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    key: z.string().optional(),
    instance: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

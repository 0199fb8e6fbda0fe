import { z } from 'zod';

/**
 * RFC 9457 problem document; `key` names the detail's message in the catalogue
 * (`@syna/contracts/messages`), `errors` maps a field path to its messages on validation failures,
 * `numbers` names the records a refusal is about, for the client to list, and `providerStatus`
 * what an outside provider answered.
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
    /** The records the problem is about, by their numbers: the assignments a change would mark performed early. */
    numbers: z.array(z.string()).optional(),
    /**
     * For a failed call to an outside provider (the geocoder, the router): the HTTP status it
     * answered, or null when it gave no answer (unreachable, timed out).
     */
    providerStatus: z.number().int().nullable().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

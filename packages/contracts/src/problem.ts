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
    /**
     * For a version conflict (`VERSION_CONFLICT_PROBLEM_TYPE`): the record as it is now, in the
     * shape its GET answers, so the client can show both and decide.
     */
    current: z.unknown().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * The problem type of a change refused because the record's version is no longer the one the
 * client's `If-Match` names (409, with `current`).
 */
export const VERSION_CONFLICT_PROBLEM_TYPE = '/problems/version-conflict';
/** The problem type of an `Idempotency-Key` sent again with another method, path or body (422). */
export const IDEMPOTENCY_KEY_REUSED_PROBLEM_TYPE = '/problems/idempotency-key-reused';
/** The problem type of a client-chosen id that is already taken (409, on the field `id`). */
export const ID_TAKEN_PROBLEM_TYPE = '/problems/id-taken';

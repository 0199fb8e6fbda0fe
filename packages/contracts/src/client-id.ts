import { z } from 'zod';

/**
 * The id a client chose for a record it creates (a uuid), so that it can name the record before
 * the server has answered, as the staff app does offline. The record gets that id; one already
 * used, in any firm, answers 409 (`ID_TAKEN_PROBLEM_TYPE`) on the field `id` and nothing is written.
 */
export const clientIdSchema = z.uuid().optional();

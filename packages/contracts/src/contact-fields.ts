import { z } from 'zod/mini';
import { organisationsnummerSchema } from './swedish-identity.ts';

/**
 * How a contact or an order's party is reached and identified, in zod's small build: the public
 * order page checks these in the browser with the server's own definitions.
 */

export const emailSchema = z
  .email({ error: 'validation.email' })
  .check(z.maxLength(254, { error: 'validation.tooLong' }));

/** Digits with the usual separators, an optional leading +, and at least five digits. */
export const phoneSchema = z.string().check(
  z.refine((value) => /^\+?[\d\s\-()]{5,30}$/.test(value) && value.replace(/\D/g, '').length >= 5, {
    error: 'validation.phone',
  }),
);

/**
 * The organisation number of a company; a sole trader (enskild firma) has none of its own and
 * uses the owner's personnummer or samordningsnummer, so that is accepted too.
 */
export const companyNumberSchema = organisationsnummerSchema;

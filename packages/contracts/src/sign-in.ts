import { z } from 'zod';

/**
 * Body of `POST /v1/account/user/sign-in`, sent once a sign-in completes: its ID token, from which
 * the server refreshes the user's name, e-mail and picture (the issuer is where they are kept).
 */
export const signInSchema = z.object({ idToken: z.string().min(1).max(16_384) }).meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof signInSchema>;

/** How many refused sign-ins one address may report in the window: enough for any person retrying. */
export const SIGN_IN_REFUSAL_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;
/** The largest report of a refused sign-in, in bytes: an error code and a sentence. */
export const SIGN_IN_REFUSAL_BODY_MAX_BYTES = 2048;

/**
 * Body of `POST /v1/account/sign-in-refusal`: the issuer sent the browser back with an OAuth error
 * (`error`, `error_description`) instead of a code; the staff app reports it for the server's log.
 */
export const signInRefusalSchema = z
  .object({
    error: z
      .string()
      .trim()
      .min(1)
      .max(100)
      // RFC 6749's error codes are printable ASCII without quotes or backslashes.
      .regex(/^[\x20-\x21\x23-\x5B\x5D-\x7E]+$/),
    description: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'SignInRefusal' });
export type SignInRefusal = z.infer<typeof signInRefusalSchema>;

import { z } from 'zod';

/**
 * Body of `POST /v1/account/user/sign-in`, sent once a sign-in completes: its ID token, from which
 * the server refreshes the user's name, e-mail and picture (the issuer is where they are kept).
 */
export const signInSchema = z.object({ idToken: z.string().min(1).max(16_384) }).meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof signInSchema>;

import { z } from 'zod';

/**
 * How long a code an administrator issues to link a member's new sign-in lasts: long enough to
 * hand over by another channel, short enough that a forgotten one is soon worth nothing.
 */
export const IDENTITY_LINK_CODE_TTL_HOURS = 72;

export const IDENTITY_LINK_CODE_INVALID = 'organisation.linkCodeInvalid';

/** A link code as issued: shown once to the administrator, who hands it to the member. */
export const identityLinkCodeSchema = z
  .object({ code: z.string(), expiresAt: z.string() })
  .meta({ id: 'IdentityLinkCode' });
export type IdentityLinkCode = z.infer<typeof identityLinkCodeSchema>;

/** The code a member redeems after signing in with the new issuer. */
export const identityLinkRedeemSchema = z
  .object({ code: z.string().trim().min(1, IDENTITY_LINK_CODE_INVALID).max(200, IDENTITY_LINK_CODE_INVALID) })
  .meta({ id: 'IdentityLinkRedeem' });
export type IdentityLinkRedeem = z.infer<typeof identityLinkRedeemSchema>;

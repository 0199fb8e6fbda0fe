import { z } from 'zod';

/** An invitation's life: created (pending), then accepted or denied by the invitee (SPEC §3). */
export const INVITATION_STATUSES = ['created', 'accepted', 'denied'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long an invitation can be accepted: after this it is expired, and the firm may invite again. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_EMAIL_INVALID = 'validation.email';
export const INVITATION_ROLES_REQUIRED = 'access.memberRolesEmpty';

/** An e-mail address compared as the invitations compare it: trimmed, in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Whom an administrator invites to the firm, and the roles the membership gets on acceptance. */
export const invitationCreateSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254, 'validation.tooLong')
      .pipe(z.email(INVITATION_EMAIL_INVALID))
      .transform(normalizeEmail),
    roles: z
      .array(z.string().trim().min(1).max(100))
      .min(1, INVITATION_ROLES_REQUIRED)
      .max(20)
      .transform((roles) => [...new Set(roles)]),
  })
  .meta({ id: 'InvitationCreate' });
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** An invitation as the firm's administrators see it. */
export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    roles: z.array(z.string()),
    status: z.enum(INVITATION_STATUSES),
    invitedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    /** Until when a pending invitation can be accepted (`INVITATION_TTL_DAYS` after it was sent). */
    expiresAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** A pending invitation as its invitee sees it: which firm, who invited, in which roles. */
export const myInvitationSchema = z
  .object({
    id: z.uuid(),
    tenant: z.object({ id: z.string(), name: z.string() }),
    roles: z.array(z.string()),
    invitedBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'MyInvitation' });
export type MyInvitation = z.infer<typeof myInvitationSchema>;

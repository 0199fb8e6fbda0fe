import { z } from 'zod';
import { PERMISSION_PATTERNS_MAX, permissionPatternProblem } from './permission-patterns.ts';
import { ROLE_NAMES } from './roles.ts';

/** One permission pattern, refused with the pattern language's own message (field error on it). */
export const permissionPatternSchema = z.string().superRefine((pattern, context) => {
  const problem = permissionPatternProblem(pattern);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** The patterns of one role, group or user: each valid, none twice. */
export const permissionPatternsSchema = z
  .array(permissionPatternSchema)
  .max(PERMISSION_PATTERNS_MAX, { error: 'access.tooManyPatterns' })
  .transform((patterns) => [...new Set(patterns)]);

/** A role: a built-in one (owner, admin, user, viewer, guest) or one of the organisation's own. */
export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    builtIn: z.boolean(),
    permissions: z.array(z.string()),
    /** How many members hold the role (deleting it takes it from them). */
    memberCount: z.number().int().min(0),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

const ROLE_NAME = /^[\p{L}\p{N}_ -]+$/u;

/** A tenant role's name: what memberships list, so letters, digits, spaces, `-` and `_` only. */
export const roleNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.name' })
  .max(40, { error: 'validation.tooLong' })
  .regex(ROLE_NAME, { error: 'access.roleName' });

export const roleCreateSchema = z
  .object({ name: roleNameSchema, permissions: permissionPatternsSchema.default([]) })
  .meta({ id: 'RoleCreate' });
export type RoleCreate = z.input<typeof roleCreateSchema>;

/** A change of a tenant role: the fields it names change, the others stay. */
export const roleUpdateSchema = z
  .object({ name: roleNameSchema.optional(), permissions: permissionPatternsSchema.optional() })
  .meta({ id: 'RoleUpdate' });
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

/** Built-in role names, compared without case: no tenant role may pass for one. */
export const isBuiltInRoleName = (name: string): boolean =>
  (ROLE_NAMES as readonly string[]).includes(name.toLowerCase());

/** What holds permissions: a role, a group or a user (a member of the organisation). */
export const PERMISSION_TARGET_KINDS = ['role', 'group', 'user'] as const;
export type PermissionTargetKind = (typeof PERMISSION_TARGET_KINDS)[number];

/** The patterns a target holds; the target is named by its id (a role's, a group's or a user's). */
export const permissionsSchema = z
  .object({
    target: z.string(),
    kind: z.enum(PERMISSION_TARGET_KINDS),
    patterns: z.array(z.string()),
  })
  .meta({ id: 'Permissions' });
export type Permissions = z.infer<typeof permissionsSchema>;

export const permissionsChangeSchema = z
  .object({
    target: z.uuid({ error: 'access.permissionTargetMissing' }),
    patterns: permissionPatternsSchema,
  })
  .meta({ id: 'PermissionsChange' });
export type PermissionsChange = z.input<typeof permissionsChangeSchema>;

/** A group of members: its permissions count for each of them. */
export const groupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(z.string()),
    memberCount: z.number().int().min(0),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

export const groupInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'validation.name' }).max(80, { error: 'validation.tooLong' }),
  })
  .meta({ id: 'GroupName' });
export type GroupInput = z.input<typeof groupInputSchema>;

/** A member of the organisation as a group lists them. */
export const groupMemberSchema = z
  .object({ userId: z.string(), name: z.string(), email: z.string().nullable() })
  .meta({ id: 'GroupMember' });
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A member of the organisation with their roles and their own permission patterns. */
export const organizationMemberSchema = groupMemberSchema
  .extend({
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    /** When the member last signed in; null when they never have since it was first recorded. */
    lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OrganizationMember' });
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** One member as the user's page shows them: also the groups they belong to. */
export const organizationMemberDetailSchema = organizationMemberSchema
  .extend({ groups: z.array(z.object({ id: z.string(), name: z.string() })) })
  .meta({ id: 'OrganizationMemberDetail' });
export type OrganizationMemberDetail = z.infer<typeof organizationMemberDetailSchema>;

/** A member's new roles: they replace the ones the member had; each must be a role of the organisation. */
export const memberRolesChangeSchema = z
  .object({
    roles: z
      .array(
        z
          .string()
          .trim()
          .min(1, { error: 'access.memberRoleEmpty' })
          .max(80, { error: 'validation.tooLong' }),
      )
      .min(1, { error: 'access.memberRolesEmpty' })
      .max(50),
  })
  .meta({ id: 'MemberRolesChange' });
export type MemberRolesChange = z.input<typeof memberRolesChangeSchema>;

/** `?sub=`: the member signed in with that subject of the issuer. */
export const memberBySubjectQuerySchema = z.object({ sub: z.string().trim().min(1).max(255) });

/** Members to add to and remove from a group, by user id; both at once are one change. */
export const groupMembersChangeSchema = z
  .object({
    add: z
      .array(z.uuid({ error: 'organisation.userNotMember' }))
      .max(500)
      .default([]),
    remove: z
      .array(z.uuid({ error: 'organisation.userNotMember' }))
      .max(500)
      .default([]),
  })
  .meta({ id: 'GroupMembersChange' });
export type GroupMembersChange = z.input<typeof groupMembersChangeSchema>;

const messageSchema = z.object({ sv: z.string(), en: z.string() });

/** A feature of the catalogue, with its labels in both languages. */
export const catalogFeatureSchema = z
  .object({ name: z.string(), label: messageSchema, description: messageSchema })
  .meta({ id: 'CatalogFeature' });

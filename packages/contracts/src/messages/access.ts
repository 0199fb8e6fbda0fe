import type { MessageGroup } from './message.ts';

/** Roles, groups and permission patterns (the pattern language's refusals: permission-patterns.ts). */
export const accessMessages = {
  patternEmpty: { sv: 'Ange ett mönster', en: 'Enter a pattern' },
  patternTooLong: {
    sv: 'Mönstret får vara högst 100 tecken',
    en: 'The pattern may be at most 100 characters',
  },
  patternTooManySegments: {
    sv: 'Mönstret får ha högst 10 delar',
    en: 'The pattern may have at most 10 parts',
  },
  patternEmptySegment: {
    sv: 'Mönstret har en tom del: punkter måste stå mellan två delar',
    en: 'The pattern has an empty part: dots must stand between two parts',
  },
  patternPartialWildcard: {
    sv: 'En * måste stå ensam mellan punkterna, till exempel orders.*',
    en: 'A * must stand alone between the dots, for example orders.*',
  },
  patternCharacters: {
    sv: 'Mönstret får bara innehålla a–z, 0–9, _, - och * mellan punkterna',
    en: 'The pattern may only contain a–z, 0–9, _, - and * between the dots',
  },
  tooManyPatterns: { sv: 'Högst 50 mönster', en: 'At most 50 patterns' },
  roleName: {
    sv: 'Rollens namn får bara innehålla bokstäver, siffror, mellanslag, - och _',
    en: 'The role’s name may only contain letters, digits, spaces, - and _',
  },
  roleMissing: { sv: 'Rollen finns inte', en: 'The role does not exist' },
  roleNameTaken: {
    sv: 'Det finns redan en roll med namnet {name}',
    en: 'Another role is already named {name}',
  },
  builtInRoleFixed: {
    sv: 'Inbyggda roller kan inte byta namn eller tas bort',
    en: 'Built-in roles cannot be renamed or deleted',
  },
  ownerPermissionsFixed: {
    sv: 'Ägarens behörigheter kan inte ändras',
    en: 'The owner’s permissions cannot be changed',
  },
  permissionTargetMissing: {
    sv: 'Det finns ingen roll, grupp eller användare med det id:t',
    en: 'There is no role, group or user with that id',
  },
  groupMissing: { sv: 'Gruppen finns inte', en: 'The group does not exist' },
  groupNameTaken: {
    sv: 'Det finns redan en grupp med namnet {name}',
    en: 'Another group is already named {name}',
  },
  notGroupMember: { sv: 'Du är inte medlem i gruppen', en: 'You are not a member of the group' },
  memberRoleEmpty: { sv: 'Ange en roll', en: 'Enter a role' },
  memberRolesEmpty: { sv: 'Välj minst en roll', en: 'Choose at least one role' },
  memberRoleUnknown: { sv: 'Rollen {role} finns inte', en: 'The role {role} does not exist' },
  lastOwner: {
    sv: 'Organisationen måste ha minst en ägare. Gör någon annan till ägare först.',
    en: 'The organisation must have at least one owner. Make someone else an owner first.',
  },
  ownerRoleByOwner: {
    sv: 'Bara en ägare kan ge eller ta ifrån någon ägarrollen',
    en: 'Only an owner can grant or take away the owner role',
  },
  grantAboveOwn: {
    sv: 'Du kan inte ge någon roller eller behörigheter som du inte själv har',
    en: 'You cannot give anyone roles or permissions you do not hold yourself',
  },
  ownerRemovalByOwner: { sv: 'Bara en ägare kan ta bort en ägare', en: 'Only an owner can remove an owner' },
} as const satisfies MessageGroup;

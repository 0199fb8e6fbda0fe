import { describe, expect, it } from 'vitest';
import { grantRefusalOf, mayGiveRole } from './grant-rule.ts';
import { DEFAULT_ROLE_PERMISSIONS } from './roles.ts';

const owner = { roles: ['owner'], permissions: ['*'] };
const admin = { roles: ['admin'], permissions: ['*'] };
const contactsAdmin = { roles: ['admin'], permissions: ['contacts.*'] };
const member = { roles: ['user'], permissions: DEFAULT_ROLE_PERMISSIONS.user };
const role = (name: string, permissions = DEFAULT_ROLE_PERMISSIONS.user) => ({ name, permissions });

describe('who may give what', () => {
  it('gives the owner role only from an owner, and takes it only by one', () => {
    expect(mayGiveRole(owner, role('owner', ['*']))).toBe(true);
    expect(mayGiveRole(admin, role('owner', ['*']))).toBe(false);
    expect(grantRefusalOf(admin, { revokedRoles: ['owner'] })).toEqual({ key: 'access.ownerRoleByOwner' });
  });

  it('gives the admin role only from an administrator', () => {
    expect(mayGiveRole(admin, role('admin', ['*']))).toBe(true);
    expect(grantRefusalOf({ roles: ['user'], permissions: ['*'] }, { roles: [role('admin', [])] })).toEqual({
      key: 'access.grantAboveOwn',
    });
  });

  it('gives no pattern the grantor does not hold, by a role or directly', () => {
    expect(mayGiveRole(admin, role('user'))).toBe(true);
    expect(mayGiveRole(contactsAdmin, role('user'))).toBe(false);
    expect(mayGiveRole(contactsAdmin, role('Kontakter', ['contacts.read']))).toBe(true);
    expect(grantRefusalOf(member, { permissions: ['orders.read'] })).toBeNull();
    expect(grantRefusalOf(member, { permissions: ['*.read'] })).toEqual({ key: 'access.grantAboveOwn' });
  });
});

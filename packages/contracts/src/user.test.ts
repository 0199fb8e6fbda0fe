import { describe, expect, it } from 'vitest';
import type { Permission } from './permissions.ts';
import { hasPermission, isAdmin, isOwner } from './roles.ts';
import { avatarInitials } from './avatar.ts';
import { userSettingsSchema } from './user.ts';
import { noticeChoicesSchema } from './notices.ts';

describe('avatarInitials', () => {
  const base = { initials: null, firstName: null, lastName: null, name: 'Ulla Ström Berg' };
  it('prefers explicit initials', () => {
    expect(avatarInitials({ ...base, initials: 'us' })).toBe('US');
  });
  it('falls back to first and last name, then to the name', () => {
    expect(avatarInitials({ ...base, firstName: 'Åsa', lastName: 'Öberg' })).toBe('ÅÖ');
    expect(avatarInitials(base)).toBe('US');
  });
});

describe('roles and permissions', () => {
  it('treats owner as admin, and a plain user as neither', () => {
    expect(isOwner(['owner'])).toBe(true);
    expect(isAdmin(['owner'])).toBe(true);
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['user'])).toBe(false);
  });
  it('matches permission patterns as anchored wildcards', () => {
    expect(hasPermission(['inspections.*'], 'inspections.write')).toBe(true);
    expect(hasPermission(['inspections.*'], 'orders.read')).toBe(false);
    // Patterns are anchored: `orders.read` grants nothing longer (names outside the union, cast).
    expect(hasPermission(['orders.read'], 'orders.readall' as Permission)).toBe(false);
    expect(hasPermission(['*'], 'anything' as Permission)).toBe(true);
    // A partial wildcard is not part of the pattern language: it grants nothing.
    expect(hasPermission(['orders.rea*'], 'orders.read')).toBe(false);
  });
});

describe('userSettingsSchema', () => {
  it('fills defaults and stores a blank address field as null', () => {
    const settings = userSettingsSchema.parse({
      homeAddress: { address: 'Storgatan 1', postalCode: '  ', city: 'Umeå', country: 'SE' },
    });
    expect(settings).toEqual({
      geolocation: false,
      darkTheme: false,
      startView: 'assignments',
      homeAddress: { address: 'Storgatan 1', postalCode: null, city: 'Umeå', region: null, country: 'SE' },
      notices: noticeChoicesSchema.parse({}),
    });
  });
  it('rejects a country outside the list', () => {
    expect(userSettingsSchema.safeParse({ homeAddress: { country: 'XX' } }).success).toBe(false);
  });
});

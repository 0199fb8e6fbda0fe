import { describe, expect, it } from 'vitest';
import { eventChange, eventResource } from './event-label';

describe('event labels', () => {
  it('names what a route changes by its resource family', () => {
    expect(eventResource('/v1/contact/:id/files')).toBe('contact');
    expect(eventResource('/v1/vb/admin/order/:id/accept')).toBe('order');
    expect(eventResource('/v1/vb/public/order')).toBe('order');
    expect(eventResource('/v1/vb/admin/inspections')).toBe('inspections');
    expect(eventResource('/v1/inspections/inspections/:id/objects/:object/remarks')).toBe('inspections');
    expect(eventResource('/v1/inspections/remarks/common')).toBe('remarks');
    expect(eventResource('/v1/vb/contact-roles/:id')).toBe('contact-roles');
    expect(eventResource('/v1/account/organizations/:tenant/roles/:id')).toBe('roles');
    expect(eventResource('/v1/account/organizations/:tenant/groups/:id')).toBe('groups');
    expect(eventResource('/v1/account/user/groups/:id')).toBe('groups');
    expect(eventResource('/v1/account/user/organization')).toBe('organization');
    expect(eventResource('/v1/account/permissions')).toBe('permissions');
    expect(eventResource('/v1/account/organizations/:tenant/users/:id')).toBe('users');
    expect(eventResource('/v1/account/accounts/:id')).toBe('accounts');
    expect(eventResource('/v1/vb/network/order/:id')).toBe('network');
    expect(eventResource('/v1/account/user/identity-link')).toBe('identity-link');
    expect(eventResource('/v1/account/organizations/:tenant/users/:id/link-code')).toBe('users');
    expect(eventResource('/v1/vb/admin/features/:id')).toBe('features');
    expect(eventResource('/v1/vb/admin/metadata')).toBe('metadata');
    expect(eventResource('/v1/unknown/thing')).toBeNull();
  });

  it('tells the kind of change by the method', () => {
    expect(eventChange('POST')).toBe('create');
    expect(eventChange('PUT')).toBe('update');
    expect(eventChange('PATCH')).toBe('update');
    expect(eventChange('DELETE')).toBe('delete');
    expect(eventChange('GET')).toBe('read');
  });
});

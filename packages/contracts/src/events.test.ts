import { describe, expect, it } from 'vitest';
import { eventActionOf, eventRecordType } from './events.ts';

describe('an event’s record and action, from its route and method', () => {
  it('names what a route changes by its resource family', () => {
    expect(eventRecordType('/v1/contact/:id/files')).toBe('contact');
    expect(eventRecordType('/v1/vb/admin/order/:id/accept')).toBe('order');
    expect(eventRecordType('/v1/vb/public/order')).toBe('order');
    expect(eventRecordType('/v1/vb/admin/inspections')).toBe('inspections');
    expect(eventRecordType('/v1/inspections/inspections/:id/status')).toBe('inspections');
    expect(eventRecordType('/v1/inspections/remarks/common')).toBe('remarks');
    expect(eventRecordType('/v1/account/organizations/:tenant/roles/:id')).toBe('roles');
    expect(eventRecordType('/v1/account/user/groups/:id')).toBe('groups');
    expect(eventRecordType('/v1/account/accounts/:id')).toBe('accounts');
    expect(eventRecordType('/v1/vb/documents/templates/:id')).toBe('documents');
    expect(eventRecordType('/v1/unknown/thing')).toBeNull();
  });

  it('tells the action by the method', () => {
    expect(eventActionOf('POST')).toBe('create');
    expect(eventActionOf('PUT')).toBe('update');
    expect(eventActionOf('PATCH')).toBe('update');
    expect(eventActionOf('DELETE')).toBe('delete');
    expect(eventActionOf('GET')).toBe('read');
  });
});

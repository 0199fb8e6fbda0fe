import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path';

describe('apiPath', () => {
  it('builds tenant API paths', () => {
    expect(apiPath('acme', 'vb')).toBe('/acme/v1/vb');
    expect(apiPath('acme', 'vb', '/admin/profile')).toBe('/acme/v1/vb/admin/profile');
    expect(apiPath('acme', 'vb', 'notifications')).toBe('/acme/v1/vb/notifications');
  });
  it('rejects a call without a tenant', () => {
    expect(() => apiPath('', 'vb')).toThrow(/without a tenant/);
    expect(() => apiPath(null, 'vb')).toThrow();
    expect(() => apiPath(undefined, 'vb')).toThrow();
  });
});

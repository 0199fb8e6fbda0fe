import { describe, expect, it } from 'vitest';
import { TENANT_ID_PATTERN } from '@syna/contracts/tenant';
import { suggestTenantId } from './tenant-id';

describe('suggestTenantId', () => {
  it('turns a Swedish company name into a valid id', () => {
    expect(suggestTenantId('Besiktning Öst AB')).toBe('besiktning-ost-ab');
    expect(suggestTenantId('  Åkesson & Söner  ')).toBe('akesson-soner');
    expect(suggestTenantId('Café Élan')).toBe('cafe-elan');
    expect(TENANT_ID_PATTERN.test(suggestTenantId('Besiktning Öst AB'))).toBe(true);
  });
  it('keeps ids within 40 characters without a trailing dash', () => {
    const id = suggestTenantId(`${'a'.repeat(39)} b`);
    expect(id.length).toBeLessThanOrEqual(40);
    expect(id.endsWith('-')).toBe(false);
  });
});

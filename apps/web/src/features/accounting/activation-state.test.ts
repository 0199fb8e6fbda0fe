import { describe, expect, it } from 'vitest';
import { tenantOfState } from './activation-state';

const stateFor = (payload: object) =>
  `${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.k1.sig`;

describe('tenantOfState', () => {
  it('reads the firm a state names', () => {
    expect(
      tenantOfState(stateFor({ tenant: 'norrbesikt', provider: 'fortnox', nonce: 'x', issuedAt: 1 })),
    ).toBe('norrbesikt');
  });

  it('answers null for no state, a broken one or one without a firm', () => {
    expect(tenantOfState(null)).toBeNull();
    expect(tenantOfState('%%%.k1.sig')).toBeNull();
    expect(tenantOfState(stateFor({ provider: 'fortnox' }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { TOKEN_CHECK_INTERVAL_MS } from '@syna/contracts/constants';
import { shouldRefreshBeforeCall, shouldRenewOnCheck } from './token-timing';

const now = 1_800_000_000;

describe('token refresh before a call', () => {
  it('refreshes when under 30 seconds remain', () => {
    expect(shouldRefreshBeforeCall(now + 29, now)).toBe(true);
    expect(shouldRefreshBeforeCall(now, now)).toBe(true);
    expect(shouldRefreshBeforeCall(now - 100, now)).toBe(true);
  });
  it('keeps a token with 30 seconds or more', () => {
    expect(shouldRefreshBeforeCall(now + 30, now)).toBe(false);
    expect(shouldRefreshBeforeCall(now + 60, now)).toBe(false);
  });
  it('never refreshes a token without a known expiry', () => {
    expect(shouldRefreshBeforeCall(undefined, now)).toBe(false);
  });
});

describe('periodic token check', () => {
  it('runs every 180000 ms', () => {
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(180_000);
  });
  it('renews when under 70 seconds remain', () => {
    expect(shouldRenewOnCheck(now + 69, now)).toBe(true);
    expect(shouldRenewOnCheck(now + 45, now)).toBe(true);
  });
  it('leaves a token with 70 seconds or more', () => {
    expect(shouldRenewOnCheck(now + 70, now)).toBe(false);
    expect(shouldRenewOnCheck(now + 300, now)).toBe(false);
    expect(shouldRenewOnCheck(undefined, now)).toBe(false);
  });
});

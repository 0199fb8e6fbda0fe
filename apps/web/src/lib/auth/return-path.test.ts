import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths inside the staff app', () => {
    expect(safeReturnPath('/main/acme/settings?x=1')).toBe('/main/acme/settings?x=1');
    expect(safeReturnPath('/main')).toBe('/main');
  });
  it('refuses other sites, other paths and the callback itself', () => {
    expect(safeReturnPath('https://evil.example/main/')).toBe('/main/');
    expect(safeReturnPath('//evil.example/main/')).toBe('/main/');
    expect(safeReturnPath('/\\evil.example')).toBe('/main/');
    expect(safeReturnPath('/mainly')).toBe('/main/');
    expect(safeReturnPath('/web/acme')).toBe('/main/');
    expect(safeReturnPath('/main/callback?code=1')).toBe('/main/');
    expect(safeReturnPath(undefined)).toBe('/main/');
  });
});

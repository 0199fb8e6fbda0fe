import { describe, expect, it } from 'vitest';
import { leadsToDashboard } from './first-page';

describe('leadsToDashboard', () => {
  it('holds for the app root, the sign-in return and a firm’s dashboard', () => {
    for (const path of ['/main', '/main/', '/main/callback', '/main/norrbesikt', '/main/norrbesikt/']) {
      expect(leadsToDashboard(path), path).toBe(true);
    }
  });

  it('does not hold for a page opened directly, nor outside the app', () => {
    const pages = [
      '/main/settings',
      '/main/welcome',
      '/main/norrbesikt/inspections',
      '/main/norrbesikt/inspections/123',
      '/main/norrbesikt/admin/users',
      '/main-other',
      '/vb/norrbesikt',
    ];
    for (const path of pages) expect(leadsToDashboard(path), path).toBe(false);
  });
});

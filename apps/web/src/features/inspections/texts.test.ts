import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { textParityProblems } from '@/lib/i18n/text-parity';
import { en } from './texts.en';

describe('inspections texts', () => {
  it('has the same texts in Swedish and English', async () => {
    // The texts register their namespace when loaded, which needs i18next started first.
    initI18n();
    const [{ sv }, { sv: later }] = await Promise.all([import('./texts'), import('./texts.later')]);
    expect(textParityProblems({ ...sv, ...later }, en)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { textParityProblems } from '@/lib/i18n/text-parity';
import { en } from './texts.en';

describe('insurance texts', () => {
  it('has the same texts in Swedish and English', async () => {
    // The texts register their namespace when loaded, which needs i18next started first.
    initI18n();
    const { sv } = await import('./texts');
    expect(textParityProblems(sv, en)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { textParityProblems } from '@/lib/i18n/text-parity';

describe('number sequence texts', () => {
  it('has the same texts in Swedish and English', async () => {
    // The texts register their namespace when loaded, which needs i18next started first.
    initI18n();
    const { sequenceTexts } = await import('./texts');
    expect(textParityProblems(sequenceTexts.sv, sequenceTexts.en)).toEqual([]);
  });
});

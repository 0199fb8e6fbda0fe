import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { textParityProblems } from '@/lib/i18n/text-parity';

describe('e-mail texts', () => {
  it('has the same texts in Swedish and English', async () => {
    // The texts register their namespace when loaded, which needs i18next started first.
    initI18n();
    const { emailTexts } = await import('./texts');
    expect(textParityProblems(emailTexts.sv, emailTexts.en)).toEqual([]);
  });
});

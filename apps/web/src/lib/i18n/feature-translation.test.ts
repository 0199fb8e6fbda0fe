import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { defineFeatureTranslation } from './feature-translation';
import { initI18n } from './i18n';

describe('defineFeatureTranslation', () => {
  it('registers a feature namespace in Swedish and English', async () => {
    initI18n();
    defineFeatureTranslation('demo', {
      sv: { greeting: 'Hej {{name}}', nested: { count: '{{count}} uppdrag' } },
      en: { greeting: 'Hello {{name}}', nested: { count: '{{count}} assignments' } },
    });
    await i18next.changeLanguage('sv');
    expect(i18next.t('greeting', { ns: 'demo', name: 'Ulla' } as never)).toBe('Hej Ulla');
    await i18next.changeLanguage('en');
    expect(i18next.t('nested.count', { ns: 'demo', count: 3 } as never)).toBe('3 assignments');
    await i18next.changeLanguage('sv');
  });
});

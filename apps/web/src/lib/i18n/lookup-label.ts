import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupLabel, type NamedInTwoLanguages } from '@syna/contracts/lookup-label';
import { currentLanguage } from './i18n';

/** A firm's lookup (a status, a type, a role, ...) as the user reads it: its English name in English when it has one. */
export function useLookupLabel(): (item: NamedInTwoLanguages) => string {
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  return useCallback((item: NamedInTwoLanguages) => lookupLabel(item, language), [language]);
}

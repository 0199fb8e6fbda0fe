import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '@syna/contracts/countries';
import { currentLanguage } from './i18n';

/** A country's name in the user's language (the contract's Swedish name if the browser has none). */
export function useCountryName(): (code: string) => string {
  // Renders again when the language changes.
  useTranslation();
  const language = currentLanguage();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) =>
      names?.of(code) ?? COUNTRY_OPTIONS.find((country) => country.code === code)?.label ?? code;
  }, [language]);
}

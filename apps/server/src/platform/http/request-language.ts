import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';

/** The language of a caller who names none, and the firms' default. */
export const DEFAULT_LANGUAGE: Language = 'sv';

/**
 * The language of a request from its `Accept-Language` header: the supported language the
 * client ranks highest (by `q`, then order), Swedish when it names none.
 */
export function requestLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((part) => /^\s*q=([\d.]+)\s*$/.exec(part)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) =>
    (SUPPORTED_LANGUAGES as readonly string[]).includes(entry.language ?? ''),
  );
  return (match?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

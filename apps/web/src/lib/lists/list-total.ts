import { useTranslation } from 'react-i18next';
import { LOCALE, type Language } from '@syna/contracts/constants';
import type { PagedListResponse } from '@syna/contracts/list';
import { currentLanguage } from '@/lib/i18n/i18n';

/** What a paged list answers about its size: `total`, and whether the count stopped at the cap. */
export type ListTotal = Pick<PagedListResponse<unknown>, 'total' | 'totalIsExact'>;

const numberFormats: Record<Language, Intl.NumberFormat> = {
  sv: new Intl.NumberFormat(LOCALE),
  en: new Intl.NumberFormat('en-GB'),
};

/** A count as the language writes it: "10 000" (with a no-break space) or "10,000". */
export const formatCount = (count: number, language: Language): string =>
  numberFormats[language].format(count);

type MoreThan = (key: 'common.moreThan', values: { number: string }) => string;

/**
 * A count for the reader: exact ("1 234"), or, when the list stopped counting at the cap, "fler
 * än 10 000" / "more than 10,000".
 */
export function countText(count: number, exact: boolean, language: Language, t: MoreThan): string {
  const number = formatCount(count, language);
  return exact ? number : t('common.moreThan', { number });
}

/** `countText` in the language in use: `(count, exact) => text`. */
export function useCountText(): (count: number, exact?: boolean) => string {
  const { t } = useTranslation();
  return (count, exact = true) => countText(count, exact, currentLanguage(), t);
}

/** The text of a list's total: "10 000", or "fler än 10 000" when the count stopped at the cap. */
export function useListTotalText(): (list: ListTotal) => string {
  const text = useCountText();
  return (list) => text(list.total, list.totalIsExact !== false);
}

/**
 * The count the page switcher works with: the total when exact. Past the cap the last page is
 * unknown: -1 ("more", so "next" stays open) while the page is full, and where the list ends once
 * a page is not.
 */
export function paginationCount(list: ListTotal, page: number, pageSize: number, pageItems: number): number {
  if (list.totalIsExact !== false) return list.total;
  return pageItems >= pageSize ? -1 : page * pageSize + pageItems;
}

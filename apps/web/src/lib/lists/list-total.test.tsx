// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { LIST_COUNT_CAP } from '@syna/contracts/constants';
import { testsInLanguage } from '@/lib/i18n/tests-in-language';
import { ListPagination } from '@/lib/ui/list-pagination';
import { countText, paginationCount } from './list-total';

const NBSP = '\u00a0';
const capped = { total: LIST_COUNT_CAP, totalIsExact: false } as const;

testsInLanguage('sv');
afterEach(cleanup);

describe('a list’s total', () => {
  it('is written as the language writes numbers, and past the cap as "more than"', () => {
    const t = i18next.getFixedT('sv');
    expect(countText(1234, true, 'sv', t)).toBe(`1${NBSP}234`);
    expect(countText(LIST_COUNT_CAP, false, 'sv', t)).toBe(`fler än 10${NBSP}000`);
    const english = i18next.getFixedT('en');
    expect(countText(LIST_COUNT_CAP, false, 'en', english)).toBe('more than 10,000');
    expect(countText(7, true, 'en', english)).toBe('7');
  });

  it('gives the page switcher the total, or "more" while full pages go on past the cap', () => {
    expect(paginationCount({ total: 42 }, 3, 10, 10)).toBe(42);
    expect(paginationCount(capped, 0, 10, 10)).toBe(-1);
    expect(paginationCount(capped, 1002, 10, 10)).toBe(-1);
    // A page that is not full is the last: the list ends on it.
    expect(paginationCount(capped, 1002, 10, 4)).toBe(10_024);
  });
});

describe('the page switcher of a capped list', () => {
  const displayedRows = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
  const renderPage = (page: number, pageItems: number, onPageChange = vi.fn()) =>
    render(
      <ListPagination
        count={capped}
        pageItems={pageItems}
        page={page}
        pageSize={10}
        onPageChange={onPageChange}
        onPageSizeChange={vi.fn()}
      />,
    );

  it('says "more than 10 000" and goes on to the next page', () => {
    const onPageChange = vi.fn();
    renderPage(0, 10, onPageChange);
    expect(displayedRows()).toBe(`1–10 av fler än 10${NBSP}000`);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('goes on past the cap while pages are full, and stops where the list ends', () => {
    renderPage(1000, 10);
    expect(displayedRows()).toBe(`10${NBSP}001–10${NBSP}010 av fler än 10${NBSP}000`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /next page/i }).disabled).toBe(false);
    cleanup();
    renderPage(1001, 3);
    expect(displayedRows()).toBe(`10${NBSP}011–10${NBSP}013 av 10${NBSP}013`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /next page/i }).disabled).toBe(true);
  });
});

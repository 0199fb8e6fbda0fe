import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useListTotalText } from '@/lib/lists/list-total';
import { useListCursors } from '@/lib/lists/list-cursors';
import { useLastPageFallback } from '@/lib/lists/use-last-page-fallback';
import { usePageSize } from '@/lib/lists/use-page-size';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useContactSearch } from '@/features/contacts/api';
import { appPaths } from '@/lib/navigation/app-paths';
import { favoriteIds } from '@/features/contacts/favorite-list';
import {
  contactSearchBody,
  DEFAULT_FILTERS,
  isFiltered,
  listFiltersSearch,
  parseListFilters,
  type ContactListFilters,
} from '@/features/contacts/list-search';
import { useContactsTexts } from '@/features/contacts/texts';
import { useCanWriteContacts } from '@/features/contacts/use-contact-access';
import { useFavorites } from '@/features/contacts/use-favorites';
import { ContactFilters } from './contact-filters';
import { ContactResults } from './contact-results';
import { ContactSearchField } from './contact-search-field';
import { FavoritesSection } from './favorites-section';

/** `/:tenant/contact`: the address book, searchable and filterable, with the user's favourites. */
export function ContactListPage() {
  const { t } = useContactsTexts();
  const totalText = useListTotalText();
  const tenantId = useTenantId();
  const canWrite = useCanWriteContacts();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseListFilters(searchParams);
  const [pageSize, setPageSize] = usePageSize('contacts');
  const body = contactSearchBody(filters, pageSize);
  const cursors = useListCursors({ ...body, page: undefined });
  const cursor = cursors.cursorOf(filters.page);
  const result = useContactSearch({ ...body, ...(cursor ? { cursor } : {}) });
  const favorites = useFavorites();

  // Each change builds on the last one asked for: a navigation still running (the root loader runs
  // on every navigation) must not be overwritten by a quick second change made from stale params.
  const requested = useRef(searchParams);
  useEffect(() => {
    requested.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (change: Partial<ContactListFilters>, replace = false) => {
      const next = listFiltersSearch({ ...parseListFilters(requested.current), page: 1, ...change });
      requested.current = next;
      void setSearchParams(next, { replace });
    },
    [setSearchParams],
  );
  const onQueryChange = useCallback((query: string) => update({ query }, true), [update]);

  useLastPageFallback(result.data, filters.page, pageSize, (page) => update({ page }, true));

  return (
    <Stack spacing={2.5} data-testid="contact-list-page">
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('intro')}</Typography>
        </div>
        {canWrite && (
          <Button
            component={RouterLink}
            to={appPaths.contactCreate(tenantId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('actions.newContact')}
          </Button>
        )}
      </Stack>
      <FavoritesSection favorites={favorites.data?.items ?? []} />
      <Stack spacing={1.5} role="search">
        <ContactSearchField query={filters.query} onQueryChange={onQueryChange} />
        <ContactFilters
          filters={filters}
          onChange={(change) => update(change)}
          onClear={() => update(DEFAULT_FILTERS)}
        />
      </Stack>
      {result.data && result.data.total > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          {t('list.results', { total: totalText(result.data) })}
        </Typography>
      )}
      <ContactResults
        result={result}
        filtered={isFiltered(filters)}
        canWrite={canWrite}
        favoriteIds={favoriteIds(favorites.data)}
        page={filters.page}
        pageSize={pageSize}
        onPageChange={(page) => {
          // "Next" from a page that knows where the next one starts goes there by its cursor.
          cursors.turn(filters.page, page, result);
          update({ page });
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          update({});
        }}
        onClearFilters={() => update(DEFAULT_FILTERS)}
      />
    </Stack>
  );
}

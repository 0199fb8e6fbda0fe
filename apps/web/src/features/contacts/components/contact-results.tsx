import { Link as RouterLink } from 'react-router';
import { useTenantId } from '@/lib/session/use-tenant-id';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Contact } from '@syna/contracts/contacts';
import type { ListResponse } from '@syna/contracts/list';
import { ListBody, NoHits } from '@/lib/lists/list-results';
import type { PageSize } from '@/lib/lists/page-size';
import { EmptyState } from '@/lib/ui/empty-state';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { ContactRow } from './contact-row';

interface ContactResultsProps {
  result: UseQueryResult<ListResponse<Contact>>;
  filtered: boolean;
  canWrite: boolean;
  favoriteIds: ReadonlySet<string>;
  /** Counts from 1. */
  page: number;
  pageSize: PageSize;
  onPageChange(page: number): void;
  onPageSizeChange(size: PageSize): void;
  onClearFilters(): void;
}

/** The list of contacts with paging, or what to say when there is none. */
export function ContactResults({
  result,
  filtered,
  onClearFilters,
  canWrite,
  favoriteIds,
  ...paging
}: ContactResultsProps) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  return (
    <ListBody
      search={result}
      cards={false}
      errorTitle={t('error.load')}
      noHits={
        filtered && (
          <NoHits
            title={t('noHits.title')}
            body={t('noHits.body')}
            clearLabel={t('filters.clear')}
            onClear={onClearFilters}
            testId="contact-no-hits"
          />
        )
      }
      empty={
        <EmptyState
          icon={ContactsOutlinedIcon}
          title={t('empty.title')}
          body={canWrite ? t('empty.body') : t('empty.readOnly')}
          testId="contact-empty"
        >
          {canWrite && (
            <Button component={RouterLink} to={appPaths.contactCreate(tenantId)} variant="contained">
              {t('actions.newContact')}
            </Button>
          )}
        </EmptyState>
      }
      {...paging}
    >
      {(items) => (
        <List disablePadding aria-label={t('list.label')} data-testid="contact-list">
          {items.map((contact) => (
            <ContactRow key={contact.id} contact={contact} favorite={favoriteIds.has(contact.id)} />
          ))}
        </List>
      )}
    </ListBody>
  );
}

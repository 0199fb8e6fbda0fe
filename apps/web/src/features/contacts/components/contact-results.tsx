import { Link as RouterLink } from 'react-router';
import { useTenantId } from '@/lib/session/use-tenant-id';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Contact } from '@syna/contracts/contacts';
import { PAGE_SIZE_ALL } from '@syna/contracts/constants';
import type { ListResponse } from '@syna/contracts/list';
import type { PageSize } from '@/lib/lists/page-size';
import { ListPagination } from '@/lib/ui/list-pagination';
import { appPaths } from '@/lib/navigation/app-paths';
import { useContactsTexts } from '@/features/contacts/texts';
import { ContactRow } from './contact-row';
import { ListState } from './list-state';

interface ContactResultsProps {
  result: {
    data: ListResponse<Contact> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch(): unknown;
  };
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

function LoadingRows({ label }: { label: string }) {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={label}>
      <List disablePadding>
        {Array.from({ length: 5 }, (_, index) => (
          <ListItem key={index} divider sx={{ gap: 2, py: 1.5 }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="text" sx={{ flex: 1 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** The list of contacts with paging, or what to say when there is none. */
export function ContactResults(props: ContactResultsProps) {
  const tenantId = useTenantId();
  const { result, filtered, canWrite, favoriteIds, page, pageSize } = props;
  const { t } = useContactsTexts();
  if (result.isPending) return <LoadingRows label={t('list.label')} />;
  if (result.isError || !result.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void result.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('error.load')}
      </Alert>
    );
  }
  const { items, total } = result.data;
  if (total === 0 && !filtered) {
    return (
      <ListState
        icon={ContactsOutlinedIcon}
        title={t('empty.title')}
        body={canWrite ? t('empty.body') : t('empty.readOnly')}
        testId="contact-empty"
      >
        {canWrite && (
          <Button
            component={RouterLink}
            to={appPaths.contactCreate(tenantId)}
            variant="contained"
            sx={{ mt: 2 }}
          >
            {t('actions.newContact')}
          </Button>
        )}
      </ListState>
    );
  }
  if (items.length === 0) {
    return (
      <ListState
        icon={SearchOffIcon}
        title={t('noHits.title')}
        body={t('noHits.body')}
        testId="contact-no-hits"
      >
        {filtered && (
          <Button onClick={props.onClearFilters} sx={{ mt: 2 }}>
            {t('filters.clear')}
          </Button>
        )}
      </ListState>
    );
  }
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('list.label')} data-testid="contact-list">
        {items.map((contact) => (
          <ContactRow key={contact.id} contact={contact} favorite={favoriteIds.has(contact.id)} />
        ))}
      </List>
      <ListPagination
        count={total}
        page={pageSize === PAGE_SIZE_ALL ? 0 : page - 1}
        pageSize={pageSize}
        onPageChange={(next) => props.onPageChange(next + 1)}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Paper>
  );
}

import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { SvgIconComponent } from '@mui/icons-material';
import { ArchivableListStatus } from './archivable-list-status';
import { ArchivableListToolbar } from './archivable-list-toolbar';
import { ArchivableRow, ArchivableRows } from './archivable-rows';

/** An item an administrator names in two languages and may archive. */
interface ArchivableItem {
  id: string;
  name: { sv: string; en?: string | null };
  archived: boolean;
}

/** The keys of the page's texts, which every such list's feature texts have. */
type ArchivableListTextKey =
  | 'title'
  | 'intro'
  | 'showArchived'
  | 'create'
  | 'loadError'
  | 'noneActive'
  | 'emptyTitle'
  | 'emptyBody'
  | 'archived'
  | 'actionsFor'
  | 'editor.archive'
  | 'editor.unarchive'
  | 'editor.delete';

interface ArchivableListPageProps<Item extends ArchivableItem> {
  /** Names the test ids: `{kind}-list-page`, `{kind}-create`, `{kind}-empty`, `{kind}-row`. */
  kind: string;
  /** The list's id (it keeps its page in the address); its heading is `{listId}-title`. */
  listId: string;
  list: {
    isPending: boolean;
    isError: boolean;
    isSuccess: boolean;
    data?: readonly Item[];
    refetch(): unknown;
  };
  /** The feature's texts, in the list's own words. */
  t(key: ArchivableListTextKey, values?: Record<string, unknown>): string;
  language: string;
  emptyIcon: SvgIconComponent;
  /** The page of an item, or of a new one (`new`). */
  hrefOf(id: string): string;
  /** A line under the name (what the item covers). */
  detailOf(item: Item): string;
  /** Brings an archived item back, which needs no confirmation. */
  onUnarchive(item: Item): void;
  /** The dialogs that confirm archiving and deleting an item. */
  archiveDialog(item: Item, onClose: () => void): ReactNode;
  deleteDialog(item: Item, onClose: () => void): ReactNode;
  /** Buttons beside the one to a new item (the forms' export and import). */
  tools?: ReactNode;
}

/**
 * An admin page listing archivable items (input forms, inspection blueprints): its heading and
 * introduction, the "show archived" switch and the button to a new item above the list, each item
 * a link with a menu to archive or delete it after asking.
 */
export function ArchivableListPage<Item extends ArchivableItem>({
  kind,
  listId,
  list,
  t,
  language,
  emptyIcon,
  hrefOf,
  detailOf,
  onUnarchive,
  archiveDialog,
  deleteDialog,
  tools,
}: ArchivableListPageProps<Item>) {
  const [showArchived, setShowArchived] = useState(false);
  const [asking, setAsking] = useState<{ item: Item; action: 'archive' | 'delete' } | null>(null);
  const all = list.data ?? [];
  const items = showArchived ? all : all.filter((item) => !item.archived);
  const titleId = `${listId}-title`;
  const close = () => setAsking(null);

  return (
    <Stack spacing={2} data-testid={`${kind}-list-page`}>
      <Typography id={titleId} variant="h1">
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <ArchivableListToolbar
            showArchived={showArchived}
            onShowArchivedChange={setShowArchived}
            showArchivedLabel={t('showArchived')}
            action={
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {tools}
                <Button
                  component={RouterLink}
                  to={hrefOf('new')}
                  variant="contained"
                  startIcon={<AddIcon />}
                  data-testid={`${kind}-create`}
                >
                  {t('create')}
                </Button>
              </Stack>
            }
          />
          <ArchivableListStatus
            list={list}
            shown={items.length}
            loadError={t('loadError')}
            noneActive={t('noneActive')}
            empty={{
              icon: emptyIcon,
              title: t('emptyTitle'),
              body: t('emptyBody'),
              testId: `${kind}-empty`,
            }}
          />
          <ArchivableRows
            items={items}
            listId={listId}
            labelledBy={titleId}
            row={(item) => {
              const name = (language === 'en' && item.name.en) || item.name.sv;
              return (
                <ArchivableRow
                  key={item.id}
                  name={name}
                  href={hrefOf(item.id)}
                  detail={detailOf(item)}
                  chips={item.archived ? [{ label: t('archived') }] : []}
                  archived={item.archived}
                  labels={{
                    actions: t('actionsFor', { name }),
                    archive: t('editor.archive'),
                    unarchive: t('editor.unarchive'),
                    delete: t('editor.delete'),
                  }}
                  onArchive={(archived) =>
                    archived ? setAsking({ item, action: 'archive' }) : onUnarchive(item)
                  }
                  onDelete={() => setAsking({ item, action: 'delete' })}
                  testId={`${kind}-row`}
                  dataId={item.id}
                />
              );
            }}
          />
          {asking?.action === 'archive' && archiveDialog(asking.item, close)}
          {asking?.action === 'delete' && deleteDialog(asking.item, close)}
        </Stack>
      </Paper>
    </Stack>
  );
}

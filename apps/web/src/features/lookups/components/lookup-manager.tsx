import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArchivableListToolbar } from '@/lib/lists/archivable-list-toolbar';
import { ArchivableListStatus } from '@/lib/lists/archivable-list-status';
import { LocalPagination, useLocalPaging } from '@/lib/lists/local-paging';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { useLookupList, useReorderLookups, type LookupScope } from '@/features/lookups/api';
import { moveItem } from '@/features/lookups/lookup-form';
import { LOOKUP_KINDS, type LookupItem } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useArchiveLookup } from '@/features/lookups/use-archive-lookup';
import { DeleteLookupDialog } from './delete-lookup-dialog';
import { LookupFormDialog } from './lookup-form-dialog';
import { LookupRow, type LookupRowAction } from './lookup-row';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface LookupManagerProps {
  scope: LookupScope;
  /** The page of one item, when the kind has one. */
  detailPath?(item: LookupItem): string;
  /** The heading the list belongs to, for its accessible name. */
  labelledBy: string;
}

type DialogState = { type: 'create' } | { type: 'edit' | 'delete'; item: LookupItem } | null;

/**
 * The one list of every lookup kind: show archived, create, change, archive, delete and (for
 * ordered kinds) move up and down, with paging by the user's remembered page size.
 */
export function LookupManager({ scope, detailPath, labelledBy }: LookupManagerProps) {
  const { t } = useLookupsTexts();
  const label = useLookupLabel();
  const kind = LOOKUP_KINDS[scope.kind];
  const [archived, setArchived] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState<{ id: string; action: 'up' | 'down'; nonce: number } | null>(null);
  const list = useLookupList(scope);
  const reorder = useReorderLookups(scope);
  const archive = useArchiveLookup(scope);
  const all = list.data ?? [];
  const items = archived ? all : all.filter((item) => !item.archived);
  const paging = useLocalPaging(items, `lookups.${scope.kind}`);
  const { offset } = paging;
  // A lookup just saved is shown where it stands once the list has it, whatever page that is: a
  // new one goes last, past the first page of a long list.
  const [savedId, setSavedId] = useState<string | null>(null);
  const savedIndex = savedId === null ? -1 : items.findIndex((item) => item.id === savedId);
  if (savedIndex >= 0) {
    if (paging.pageSize > 0) paging.setPage(Math.floor(savedIndex / paging.pageSize));
    setSavedId(null);
  }

  const act = (item: LookupItem, index: number, action: LookupRowAction) => {
    if (action === 'edit' || action === 'delete') setDialog({ type: action, item });
    else if (action === 'archive' || action === 'unarchive')
      void archive.setArchived(item, action === 'archive');
    else {
      const next = moveItem(items, index, action === 'up' ? -1 : 1);
      const position = next.indexOf(item) + 1;
      setAnnouncement(t('list.moved', { name: label(item), position, count: next.length }));
      if (paging.pageSize > 0) paging.setPage(Math.floor((position - 1) / paging.pageSize));
      setMoved({ id: item.id, action, nonce: (moved?.nonce ?? 0) + 1 });
      reorder.mutate({ items: next });
    }
  };

  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ type: 'create' })}>
      {t(`kinds.${scope.kind}.create`)}
    </Button>
  );

  return (
    <Stack spacing={1.5} data-testid={`lookup-manager-${scope.kind}`}>
      <ArchivableListToolbar
        showArchived={archived}
        onShowArchivedChange={setArchived}
        showArchivedLabel={t('list.showArchived')}
        action={createButton}
      />
      <ArchivableListStatus
        list={list}
        shown={items.length}
        loadError={t('list.loadError')}
        noneActive={t('list.noneActive')}
        empty={{
          icon: ListAltOutlinedIcon,
          title: t(`kinds.${scope.kind}.emptyTitle`),
          body: t(`kinds.${scope.kind}.emptyBody`),
          testId: 'lookup-empty',
        }}
      />
      {items.length > 0 && (
        <>
          <Box
            component="ul"
            aria-labelledby={labelledBy}
            sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
          >
            {paging.rows.map((item, index) => (
              <LookupRow
                key={item.id}
                kind={kind}
                item={item}
                detailPath={detailPath ? detailPath(item) : null}
                canMoveUp={offset + index > 0}
                canMoveDown={offset + index < items.length - 1}
                focusMove={moved?.id === item.id ? moved : null}
                onAction={(action) => act(item, offset + index, action)}
              />
            ))}
          </Box>
          <LocalPagination paging={paging} />
        </>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <LookupFormDialog
          scope={scope}
          item={dialog.type === 'edit' ? dialog.item : null}
          onSaved={(saved) => setSavedId(saved.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.type === 'delete' && (
        <DeleteLookupDialog scope={scope} item={dialog.item} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

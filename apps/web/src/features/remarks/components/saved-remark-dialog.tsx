import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useListCursors } from '@/lib/lists/list-cursors';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { usePageSize } from '@/lib/lists/use-page-size';
import { useConfirmSave } from '@/lib/offline/confirm-save';
import { useOnline } from '@/lib/pwa/online-status';
import { ListPagination } from '@/lib/ui/list-pagination';
import { useCommonRemarks, useKeptSavedRemarks, useTemplateRemarks } from '@/features/remarks/api';
import { matchingSavedRemarks, pageOf } from '@/features/remarks/kept-lookups';
import { useSaveRemark } from '@/features/remarks/field-changes';
import type { RemarkDraft } from '@/features/remarks/remark-clipboard';
import { useRemarksTexts } from '@/features/remarks/texts';
import { RemarkChoiceList } from './remark-choice-list';

interface SavedRemarkDialogProps {
  inspectionId: string;
  objectId: string;
  /** The inspection's type: its template remarks are the second list. */
  typeId: string | null;
  onClose(): void;
}

type Source = 'saved' | 'templates';

/** "Hämta sparad anmärkning": search the firm's saved remarks (or the type's templates) and add one. */
export function SavedRemarkDialog({ inspectionId, objectId, typeId, onClose }: SavedRemarkDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [source, setSource] = useState<Source>('saved');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = usePageSize('remarks.saved');
  const savedSearch = { query: query || undefined, page: page + 1, pageSize };
  const cursors = useListCursors({ ...savedSearch, page: undefined });
  const cursor = cursors.cursorOf(page + 1);
  const online = useOnline();
  const found = useCommonRemarks({ ...savedSearch, ...(cursor ? { cursor } : {}) });
  // Without a network the search runs through the library an offline copy keeps on the device.
  const kept = useKeptSavedRemarks();
  const keptPage = kept && pageOf(matchingSavedRemarks(kept, query), page, pageSize);
  const saved = online
    ? found
    : {
        data: keptPage,
        isPending: false,
        isError: false,
        error: null,
        isPlaceholderData: false,
        refetch: found.refetch,
      };
  const templates = useTemplateRemarks(typeId);
  const templatesNotKept = !online && Boolean(typeId) && templates.data === undefined;
  const save = useSaveRemark(inspectionId);
  const confirmSave = useConfirmSave();

  const pick = (draft: RemarkDraft) =>
    save.mutate(
      { objectId, id: null, body: draft },
      {
        onSuccess: (remark) => {
          confirmSave(remark.id, { subject: t('remarks.added', { title: remark.title }) });
          onClose();
        },
      },
    );
  const needle = query.toLowerCase();
  const templateItems = matchingSavedRemarks(templates.data ?? [], needle);

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="saved-remark-dialog"
      slotProps={{ paper: { sx: { minHeight: { sm: 560 } } } }}
    >
      <DialogTitle id={titleId}>{t('saved.title')}</DialogTitle>
      <Box sx={{ px: 3 }}>
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          label={t('saved.search')}
          placeholder={t('saved.searchPlaceholder')}
          fullWidth
          autoFocus
          type="search"
          slotProps={{
            htmlInput: { 'data-testid': 'saved-remark-search', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tabs
          value={source}
          onChange={(_event, next: Source) => setSource(next)}
          variant="fullWidth"
          aria-label={t('saved.sources')}
          sx={{ mt: 1 }}
        >
          <Tab value="saved" label={t('saved.savedTab')} data-testid="saved-remarks-tab" />
          <Tab value="templates" label={t('saved.templatesTab')} data-testid="template-remarks-tab" />
        </Tabs>
        {!online && (source === 'saved' ? Boolean(kept) : !templatesNotKept) && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', py: 1 }}
            data-testid="saved-remarks-on-device"
          >
            {t('saved.onDevice')}
          </Typography>
        )}
      </Box>
      <DialogContent dividers sx={{ p: 0 }}>
        {source === 'saved' ? (
          <RemarkChoiceList
            items={saved.data?.items}
            isPending={saved.isPending}
            error={saved.isError ? saved.error : null}
            onRetry={() => void saved.refetch()}
            emptyTitle={query ? t('saved.noHits', { query }) : t('saved.emptyTitle')}
            emptyBody={query ? t('saved.noHitsBody') : t('saved.emptyBody')}
            notKept={!online && !kept}
            disabled={save.isPending}
            onPick={pick}
            testId="saved-remark-option"
          />
        ) : (
          <RemarkChoiceList
            items={typeId ? templateItems : []}
            isPending={Boolean(typeId) && templates.isPending}
            error={templates.isError ? templates.error : null}
            onRetry={() => void templates.refetch()}
            emptyTitle={typeId ? t('saved.templatesEmptyTitle') : t('saved.noTypeTitle')}
            emptyBody={typeId ? t('saved.templatesEmptyBody') : t('saved.noTypeBody')}
            notKept={templatesNotKept}
            disabled={save.isPending}
            onPick={pick}
            testId="template-remark-option"
          />
        )}
      </DialogContent>
      {source === 'saved' && saved.data && saved.data.total > 0 && (
        <ListPagination
          count={saved.data}
          pageItems={saved.data.items.length}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => {
            // "Next" from a page that knows where the next one starts goes there by its cursor.
            cursors.turn(page + 1, next + 1, saved);
            setPage(next);
          }}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {shell.t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

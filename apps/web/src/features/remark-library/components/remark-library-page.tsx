import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import type { CommonRemark } from '@syna/contracts/remarks';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { isHttpError } from '@/lib/http/http-error';
import { ListBody } from '@/lib/lists/list-results';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { usePagedSearch } from '@/lib/lists/use-paged-search';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { EmptyState } from '@/lib/ui/empty-state';
import {
  downloadRemarkWorkbook,
  useDeleteSavedRemarks,
  useRemarkLibrary,
} from '@/features/remark-library/api';
import { useRemarkLibraryTexts } from '@/features/remark-library/texts';
import { RemarkImportDialog } from './remark-import-dialog';
import { SavedRemarkDialog } from './saved-remark-dialog';

/** What the page asks to delete: one remark (from its row) or the rows chosen. */
type Deleting = { one: CommonRemark } | { chosen: string[] };

/**
 * `/:tenant/admin/remarks`: the firm's saved remarks, searched by free text and category a page at
 * a time (by title; "next" goes by the page's cursor); each edited in a dialog, deleted one or
 * many at once; the whole library exported to Excel and imported back after a preview.
 */
export function RemarkLibraryPage() {
  const { t } = useRemarkLibraryTexts();
  const api = useTenantApi();
  const [text, setText] = useState('');
  const [categoryText, setCategoryText] = useState('');
  const query = useDebouncedValue(text.trim());
  const category = useDebouncedValue(categoryText.trim());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const paged = usePagedSearch(
    'remark-library',
    { query: query || undefined, category: category || undefined },
    () => setChosen(new Set()),
  );
  const library = useRemarkLibrary(paged.query);
  const remove = useDeleteSavedRemarks();
  const [editing, setEditing] = useState<CommonRemark | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function exportWorkbook() {
    setExporting(true);
    try {
      await downloadRemarkWorkbook(api);
    } catch (error) {
      showError(t('page.exportFailed'), isHttpError(error) ? (error.detail ?? error.message) : undefined);
    } finally {
      setExporting(false);
    }
  }

  const deletingIds = deleting ? ('one' in deleting ? [deleting.one.id] : deleting.chosen) : [];
  function confirmDelete() {
    remove.mutate(deletingIds, {
      onSuccess: () => {
        showSnackbar({
          subject: t(deletingIds.length === 1 ? 'page.removed_one' : 'page.removed_other', {
            count: deletingIds.length,
          }),
        });
        setChosen((current) => new Set([...current].filter((id) => !deletingIds.includes(id))));
        setDeleting(null);
      },
      onError: (error) => {
        // All or nothing: one that someone else deleted meanwhile refuses the lot.
        showError(t('page.removeFailed'), isHttpError(error) ? (error.detail ?? undefined) : undefined);
        setChosen(new Set());
        setDeleting(null);
        void library.refetch();
      },
    });
  }

  return (
    <Stack spacing={2} data-testid="remark-library-page">
      <Typography id="remark-library-title" variant="h1">
        {t('page.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('page.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('page.create')}
        </Button>
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => void exportWorkbook()}
          disabled={exporting}
          data-testid="remark-library-export"
        >
          {exporting ? t('page.exporting') : t('page.export')}
        </Button>
        <Button
          startIcon={<FileUploadOutlinedIcon />}
          onClick={() => setImporting(true)}
          data-testid="remark-library-import"
        >
          {t('page.import')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={t('page.search')}
          value={text}
          onChange={(event) => paged.refine(() => setText(event.target.value))}
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { 'data-testid': 'remark-library-search', maxLength: 200 } }}
        />
        <TextField
          label={t('page.category')}
          value={categoryText}
          onChange={(event) => paged.refine(() => setCategoryText(event.target.value))}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'remark-library-category', maxLength: 200 } }}
        />
      </Stack>
      {chosen.size > 0 && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
          data-testid="remark-library-selection"
        >
          <Typography>
            {t(chosen.size === 1 ? 'page.selected_one' : 'page.selected_other', { count: chosen.size })}
          </Typography>
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeleting({ chosen: [...chosen] })}
            data-testid="remark-library-remove-selected"
          >
            {t('page.removeSelected')}
          </Button>
        </Stack>
      )}
      <ListBody
        search={library}
        cards={false}
        errorTitle={t('page.loadError')}
        empty={
          <EmptyState icon={LibraryBooksOutlinedIcon} title={t('page.empty')} body={t('page.emptyBody')} />
        }
        noHits={
          query || category ? (
            <EmptyState icon={LibraryBooksOutlinedIcon} title={t('page.noHits')} body={t('page.search')} />
          ) : undefined
        }
        {...paged.pager(library)}
      >
        {(remarks) => {
          const allChosen = remarks.length > 0 && remarks.every((remark) => chosen.has(remark.id));
          return (
            <TableContainer>
              <Table size="small" aria-labelledby="remark-library-title">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allChosen}
                        indeterminate={!allChosen && remarks.some((remark) => chosen.has(remark.id))}
                        onChange={(event) =>
                          remarks.forEach((remark) => choose(remark.id, event.target.checked))
                        }
                        slotProps={{ input: { 'aria-label': t('page.selectAll') } }}
                      />
                    </TableCell>
                    <TableCell>{t('page.titleColumn')}</TableCell>
                    <TableCell>{t('page.category')}</TableCell>
                    <TableCell>{t('page.textColumn')}</TableCell>
                    <TableCell>{t('page.tagsColumn')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {remarks.map((remark) => (
                    <TableRow key={remark.id} hover data-testid="remark-library-row">
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={chosen.has(remark.id)}
                          onChange={(event) => choose(remark.id, event.target.checked)}
                          slotProps={{ input: { 'aria-label': t('page.select', { title: remark.title }) } }}
                        />
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{remark.title}</TableCell>
                      <TableCell>{remark.category}</TableCell>
                      <TableCell
                        sx={{
                          maxWidth: 360,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {remark.text}
                      </TableCell>
                      <TableCell>{remark.tags.join(', ')}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={t('page.edit', { title: remark.title })}
                          onClick={() => setEditing(remark)}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('page.remove', { title: remark.title })}
                          onClick={() => setDeleting({ one: remark })}
                        >
                          <DeleteOutlineIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </ListBody>
      {editing && (
        <SavedRemarkDialog remark={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {importing && <RemarkImportDialog onClose={() => setImporting(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting && 'one' in deleting
            ? t('page.removeTitle', { title: deleting.one.title })
            : t(deletingIds.length === 1 ? 'page.removeManyTitle_one' : 'page.removeManyTitle_other', {
                count: deletingIds.length,
              })
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        testId="remark-library-remove-dialog"
      >
        {t('page.removeBody')}
      </ConfirmDialog>
    </Stack>
  );
}

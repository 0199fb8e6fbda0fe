import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { metadataTransferEndpoints } from '@syna/contracts/endpoints/metadata-transfer';
import {
  METADATA_IMPORT_MAX_BYTES,
  type MetadataGroup,
  type MetadataImportItem,
  type MetadataImportPreview,
} from '@syna/contracts/metadata-transfer';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import {
  failureText,
  ImportDialog,
  ImportStateChip,
  useImportUpload,
  type SendImportFile,
} from './import-dialog';
import { sv, useSetUpTransferTexts } from './set-up-texts';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

const JSON_FILES = '.json,application/json';
type Group = MetadataImportPreview['groups'][number];
/** A field the texts name; a metadata group's values are named by the firm. */
const isKnownField = (field: string): field is keyof typeof sv.field => Object.hasOwn(sv.field, field);
const applicable = (group: Group) => group.counts.new + group.counts.changed;

interface SetUpImportDialogProps {
  title: string;
  /** Sends the file and answers its preview (the whole set-up's upload, or the forms' own). */
  upload: SendImportFile<MetadataImportPreview>;
  onClose(): void;
}

/**
 * An import of the set-up's file: choose it, see per group what it would do item by item (new,
 * changed with the fields, unchanged, refused with the reason), choose the groups to import and
 * confirm; they are written at once, or nothing is.
 */
export function SetUpImportDialog({ title, upload, onClose }: SetUpImportDialogProps) {
  const { t } = useSetUpTransferTexts();
  const shell = useTranslation();
  const api = useTenantApi();
  const queryClient = useQueryClient();
  const [left, setLeft] = useState<ReadonlySet<MetadataGroup>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(false);
  const reading = useImportUpload({
    maxBytes: METADATA_IMPORT_MAX_BYTES,
    texts: {
      failed: t('import.failed'),
      tooLarge: t('import.tooLarge', { megabytes: METADATA_IMPORT_MAX_BYTES / 1024 / 1024 }),
    },
    upload: async (file, options) => {
      setLeft(new Set());
      return upload(file, options);
    },
  });
  const { preview } = reading;
  const busy = reading.reading || applying;
  const chosen = (preview?.groups ?? []).filter((group) => applicable(group) > 0 && !left.has(group.group));
  const toApply = chosen.reduce((sum, group) => sum + applicable(group), 0);

  const toggle = (group: MetadataGroup) =>
    setLeft((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  async function apply() {
    if (!preview) return;
    setApplying(true);
    try {
      const result = await api.call(
        metadataTransferEndpoints.applyAll,
        { body: { file: preview.id, groups: chosen.map((group) => group.group) } },
        { notify: false },
      );
      // Lookups, forms, blueprints and metadata may all have changed.
      await queryClient.invalidateQueries();
      showSnackbar({ subject: t('import.done', result) });
      onClose();
    } catch (error) {
      setConfirming(false);
      reading.setFailure(failureText(error));
    } finally {
      setApplying(false);
    }
  }

  const detailOf = (group: MetadataGroup, item: MetadataImportItem) =>
    item.state === 'refused'
      ? item.reason
      : item.changes
          .map((field) => (group !== 'metadata' && isKnownField(field) ? t(`field.${field}`) : field))
          .join(', ');

  return (
    <ImportDialog
      title={title}
      testId="set-up-import"
      upload={reading}
      accept={JSON_FILES}
      t={t}
      busy={busy}
      onClose={onClose}
      toApply={toApply}
      confirm={
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={busy}
          data-testid="set-up-import-confirm"
        >
          {t(toApply === 1 ? 'import.confirm_one' : 'import.confirm_other', { count: toApply })}
        </Button>
      }
    >
      {preview && (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('import.source', {
              firm: preview.firm || '–',
              exported: preview.exported.slice(0, 10) || '–',
              version: preview.version,
            })}
          </Typography>
          <Typography data-testid="set-up-import-counts" aria-live="polite">
            {t('import.counts', preview.counts)}
          </Typography>
          {preview.counts.new + preview.counts.changed === 0 && (
            <Alert severity="info">{t('import.nothing')}</Alert>
          )}
          {preview.groups.map((group) => (
            <Paper
              key={group.group}
              variant="outlined"
              sx={{ p: 1.5 }}
              data-testid="set-up-import-group"
              data-group={group.group}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={applicable(group) > 0 && !left.has(group.group)}
                    disabled={applicable(group) === 0 || busy}
                    onChange={() => toggle(group.group)}
                  />
                }
                label={
                  <>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {t(`group.${group.group}`)}
                    </Typography>{' '}
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      {t('import.counts', group.counts)}
                    </Typography>
                  </>
                }
              />
              <TableContainer sx={{ maxHeight: 260 }}>
                <Table size="small" stickyHeader aria-label={t(`group.${group.group}`)}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('import.item')}</TableCell>
                      <TableCell>{t('import.state')}</TableCell>
                      <TableCell>{t('import.detail')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {group.items.map((item) => (
                      <TableRow key={item.index} data-testid="set-up-import-item" data-state={item.state}>
                        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 96 }}>{item.key}</TableCell>
                        <TableCell>
                          <ImportStateChip state={item.state} label={t(`state.${item.state}`)} />
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{detailOf(group.group, item)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Paper>
          ))}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('import.confirmTitle')}
        confirmLabel={t(toApply === 1 ? 'import.confirm_one' : 'import.confirm_other', { count: toApply })}
        busy={applying}
        busyLabel={t('import.applying')}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
        testId="set-up-import-confirm-dialog"
      >
        {t('import.confirmBody', {
          groups: new Intl.ListFormat(shell.i18n.language === 'en' ? 'en-GB' : 'sv-SE').format(
            chosen.map((group) => t(`group.${group.group}`).toLowerCase()),
          ),
        })}
      </ConfirmDialog>
    </ImportDialog>
  );
}

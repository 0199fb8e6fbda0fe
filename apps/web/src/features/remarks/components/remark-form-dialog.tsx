import { useId, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { remarkCreateSchema, type Remark, type RemarkCreate } from '@syna/contracts/remarks';
import { FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { showError, showSnackbar } from '../../../lib/snackbar/snackbar';
import { useSaveRemark } from '../api';
import { draftOf, type RemarkDraft } from '../remark-clipboard';
import { useRemarksTexts } from '../texts';
import { useRemarkClipboard } from '../use-remark-clipboard';
import { RemarkValueField } from './remark-value-field';

interface RemarkFormValues {
  title: string;
  category: string;
  location: string;
  text: string;
}

const FIELDS = ['title', 'category', 'location', 'text'] as const;

interface RemarkFormDialogProps {
  tenantId: string;
  inspectionId: string;
  objectId: string;
  /** The remark to change, or null for a new one (started from `draft` when given). */
  remark: Remark | null;
  draft?: RemarkDraft;
  onClose(): void;
}

/** Adds a remark to an object, or changes one. Heading, category and place suggest earlier values. */
export function RemarkFormDialog({
  tenantId,
  inspectionId,
  objectId,
  remark,
  draft,
  onClose,
}: RemarkFormDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveRemark(tenantId, inspectionId);
  const clipboard = useRemarkClipboard();
  const resolver = useMemo(() => schemaResolver<RemarkFormValues, RemarkCreate>(remarkCreateSchema), []);
  const start = remark ?? draft;
  const { control, handleSubmit, setError, formState } = useForm<RemarkFormValues, unknown, RemarkCreate>({
    resolver,
    defaultValues: {
      title: start?.title ?? '',
      category: start?.category ?? '',
      location: start?.location ?? '',
      text: start?.text ?? '',
    },
  });

  const submit = handleSubmit(async (body) => {
    let saved: Remark;
    try {
      saved = await save.mutateAsync(
        remark
          ? { objectId, id: remark.id, body, notify: false }
          : { objectId, id: null, body, notify: false },
      );
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const fieldErrors = problemFieldErrors(error.fieldErrors);
      if (fieldErrors.length === 0) showError(error.message, error.detail ?? undefined);
      for (const { field, message } of fieldErrors) {
        const name = (FIELDS as readonly string[]).includes(field) ? field : 'title';
        setError(name as FieldPath<RemarkFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    // Spec §3: the last remark saved is offered again as "Upprepa senaste".
    clipboard.rememberSaved(draftOf(saved));
    showSnackbar({
      subject: remark ? shell.t('message.updated') : t('remarks.added', { title: saved.title }),
    });
    onClose();
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="remark-form-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{remark ? t('remarks.editTitle') : t('remarks.createTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <RemarkValueField
              tenantId={tenantId}
              control={control}
              name="title"
              field="title"
              label={t('fields.title')}
              required
              autoFocus
              maxLength={500}
              testId="remark-title"
            />
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <RemarkValueField
                tenantId={tenantId}
                control={control}
                name="category"
                field="category"
                label={t('fields.category')}
                maxLength={200}
              />
              <RemarkValueField
                tenantId={tenantId}
                control={control}
                name="location"
                field="location"
                label={t('fields.location')}
                helperText={t('fields.locationHelp')}
                maxLength={200}
              />
            </Box>
            <FormTextField
              control={control}
              name="text"
              label={t('fields.text')}
              fullWidth
              multiline
              minRows={3}
              maxRows={14}
              slotProps={{ htmlInput: { maxLength: 20000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {shell.t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="save-remark">
            {busy ? shell.t('common.saving') : shell.t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

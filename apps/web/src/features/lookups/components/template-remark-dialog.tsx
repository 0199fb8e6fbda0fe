import { useId, useMemo } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  templateRemarkCreateSchema,
  type TemplateRemark,
  type TemplateRemarkCreate,
} from '@syna/contracts/remarks';
import { FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { showSnackbar } from '../../../lib/snackbar/snackbar';
import { useSaveTemplateRemark } from '../api';
import { templateRemarkFormValues, type TemplateRemarkFormValues } from '../template-remark-form';
import { useLookupsTexts } from '../texts';

interface TemplateRemarkDialogProps {
  tenantId: string;
  typeId: string;
  /** The remark to change, or null for a new one. */
  remark: TemplateRemark | null;
  onClose(): void;
}

/** Creates or changes a template remark of an inspection type. */
export function TemplateRemarkDialog({ tenantId, typeId, remark, onClose }: TemplateRemarkDialogProps) {
  const { t } = useLookupsTexts();
  const { t: tShell } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveTemplateRemark(tenantId, typeId);
  // One schema for both: a valid new remark without its type is a valid change.
  const resolver = useMemo(
    () =>
      schemaResolver<TemplateRemarkFormValues, TemplateRemarkCreate>(
        templateRemarkCreateSchema,
        (values) => ({
          ...values,
          typeId,
        }),
      ),
    [typeId],
  );
  const { control, handleSubmit, setError, formState } = useForm<
    TemplateRemarkFormValues,
    unknown,
    TemplateRemarkCreate
  >({ resolver, defaultValues: templateRemarkFormValues(remark) });

  const submit = handleSubmit(async (body) => {
    try {
      if (remark) {
        const { typeId: _type, sortOrder: _order, ...changes } = body;
        await save.mutateAsync({ id: remark.id, body: changes });
      } else {
        await save.mutateAsync({ id: null, body });
      }
    } catch (error) {
      if (!isHttpError(error)) throw error;
      for (const { field, message } of problemFieldErrors(error.fieldErrors)) {
        const name = ['title', 'text', 'category'].includes(field) ? field : 'title';
        setError(
          name as FieldPath<TemplateRemarkFormValues>,
          { type: 'server', message },
          { shouldFocus: true },
        );
      }
      return;
    }
    showSnackbar({ subject: t('messages.saved') });
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
      data-testid="template-remark-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {remark ? t('templates.editTitle') : t('templates.createTitle')}
        </DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="title"
              label={t('templates.titleField')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <FormTextField
              control={control}
              name="category"
              label={t('templates.category')}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormTextField
              control={control}
              name="text"
              label={t('templates.text')}
              fullWidth
              multiline
              minRows={3}
              maxRows={12}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tShell('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? tShell('common.saving') : tShell('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

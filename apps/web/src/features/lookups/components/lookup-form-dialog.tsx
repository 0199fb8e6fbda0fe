import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/snackbar/snackbar';
import { useCreateLookup, useUpdateLookup, type LookupScope } from '../api';
import { LOOKUP_KINDS, type LookupItem } from '../lookup-kinds';
import { useLookupsTexts } from '../texts';
import { useLookupForm } from '../use-lookup-form';
import { LookupFields } from './lookup-fields';

interface LookupFormDialogProps {
  tenantId: string;
  scope: LookupScope;
  /** The lookup to change, or null to create one. */
  item: LookupItem | null;
  onClose(): void;
}

/** Creates or changes a lookup in a dialog: Enter saves, Esc closes, full screen on a phone. */
export function LookupFormDialog({ tenantId, scope, item, onClose }: LookupFormDialogProps) {
  const { t } = useLookupsTexts();
  const { t: tShell } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const kind = LOOKUP_KINDS[scope.kind];
  const create = useCreateLookup(tenantId, scope);
  const update = useUpdateLookup(tenantId, scope);
  const { form, submit } = useLookupForm(kind, item, async (body) => {
    const saved = item
      ? await update.mutateAsync({ id: item.id, changes: body })
      : await create.mutateAsync(body);
    showSnackbar({ subject: item ? t('messages.saved') : t('messages.created', { name: saved.name }) });
    onClose();
    return saved;
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="lookup-form-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {item ? t('dialogs.editTitle', { name: item.name }) : t(`kinds.${scope.kind}.create`)}
        </DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <LookupFields kind={kind} control={form.control} autoFocus />
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

import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { useUpdateLookup, type LookupScope } from '@/features/lookups/api';
import { LOOKUP_KINDS, type LookupItem } from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { useLookupForm } from '@/features/lookups/use-lookup-form';
import { LookupFields } from './lookup-fields';

/** The fields of a lookup on its own page; Enter in the name saves. */
export function LookupEditForm({ scope, item }: { scope: LookupScope; item: LookupItem }) {
  const { t } = useLookupsTexts();
  const { t: tShell } = useTranslation();
  const update = useUpdateLookup(scope);
  const { form, submit, values } = useLookupForm(LOOKUP_KINDS[scope.kind], item, async (changes) => {
    const saved = await update.mutateAsync({ id: item.id, changes });
    showSnackbar({ subject: t('messages.saved') });
    return saved;
  });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void submit(event)}
      data-testid="lookup-edit-form"
    >
      <LookupFields kind={LOOKUP_KINDS[scope.kind]} control={form.control} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" onClick={() => form.reset(values)} disabled={!isDirty || isSubmitting}>
          {t('actions.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? tShell('common.saving') : tShell('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

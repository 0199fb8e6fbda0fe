import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { orderShareCreateSchema, type Order, type OrderShareCreate } from '@syna/contracts/orders';
import { AddressBookSearch, type AddressBookChoice } from '@/lib/address-book/address-book-search';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useShareOrder } from '@/features/orders/api';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { useOrderTexts } from '@/features/orders/texts';

interface ShareFormValues {
  contact: AddressBookChoice | null;
  message: string;
}

const resolver = schemaResolver<ShareFormValues, OrderShareCreate>(orderShareCreateSchema, (values) => ({
  contactId: values.contact?.id ?? '',
  message: values.message,
}));

/**
 * Shares an order: its summary goes by e-mail to a contact picked from the address book, who
 * must have an e-mail address (said at once, before sending), with a message.
 */
export function ShareOrderDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const { t } = useOrderTexts();
  const share = useShareOrder(order.id);
  const form = useForm<ShareFormValues, unknown, OrderShareCreate>({
    resolver: useLocalisedResolver(resolver),
    defaultValues: { contact: null, message: '' },
  });
  const picked = useWatch({ control: form.control, name: 'contact' });
  const withoutEmail = picked !== null && !picked.email;
  const submit = serverSubmit(
    form,
    async (body) => {
      const saved = await share.mutateAsync(body);
      showSnackbar({ subject: t('share.shared', { partner: saved.partner }) });
      onClose();
    },
    { fields: ['contact', 'message'], renamed: { contactId: 'contact' } },
  );

  return (
    <FormDialog
      title={t('share.title', { number: order.number })}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="share-order-dialog"
      saveTestId="share-order-confirm"
      saveLabel={t('share.confirm')}
      busyLabel={t('share.sharing')}
      nothingToSave={withoutEmail}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('share.intro')}</Typography>
      <Controller
        control={form.control}
        name="contact"
        render={({ field, fieldState }) => (
          <AddressBookSearch
            value={field.value}
            onChange={field.onChange}
            label={t('share.contact')}
            helperText={fieldState.error?.message ?? t('share.contactHelp')}
            error={Boolean(fieldState.error)}
            required
            autoFocus
            inputRef={field.ref}
            testId="share-order-contact"
          />
        )}
      />
      {picked && withoutEmail && (
        <Alert severity="warning" data-testid="share-order-no-email">
          {t('share.noEmail', { name: picked.name })}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="message"
        label={t('share.message')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}

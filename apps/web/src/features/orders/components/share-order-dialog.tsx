import { useForm } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { orderShareCreateSchema, type Order, type OrderShareCreate } from '@syna/contracts/orders';
import { FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useShareOrder } from '@/features/orders/api';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { useOrderTexts } from '@/features/orders/texts';

interface ShareFormValues {
  partner: string;
  message: string;
}

const resolver = schemaResolver<ShareFormValues, OrderShareCreate>(orderShareCreateSchema);

/** Shares an order with a network partner: its organisation id or e-mail, and a message. */
export function ShareOrderDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const { t } = useOrderTexts();
  const share = useShareOrder(order.id);
  const form = useForm<ShareFormValues, unknown, OrderShareCreate>({
    resolver: useLocalisedResolver(resolver),
    defaultValues: { partner: '', message: '' },
  });
  const submit = serverSubmit(
    form,
    async (body) => {
      const saved = await share.mutateAsync(body);
      showSnackbar({ subject: t('share.shared', { partner: saved.partner }) });
      onClose();
    },
    { fields: ['partner', 'message'] },
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
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('share.intro')}</Typography>
      <FormTextField
        control={form.control}
        name="partner"
        label={t('share.partner')}
        helperText={t('share.partnerHelp')}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
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

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderUpdateSchema, type Order, type OrderUpdate } from '@syna/contracts/orders';
import { FormSelectField, FormTextField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { FormDialog } from '@/lib/ui/form-dialog';
import { acceptFormValues, toAcceptUpdate, type AcceptFormValues } from '@/features/orders/accept-form';
import { useInspectionChoices } from '@/features/orders/api';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { useOrderTexts } from '@/features/orders/texts';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';

interface AcceptOrderDialogProps {
  order: Order;
  /** Accepts with the body; throws an HttpError when the server refuses. */
  onAccept(update: OrderUpdate): Promise<void>;
  onClose(): void;
}

/**
 * Accepting an order: which of the ordered inspections the assignment becomes, who inspects, and
 * a corrected date if the customer's does not suit.
 */
export function AcceptOrderDialog({ order, onAccept, onClose }: AcceptOrderDialogProps) {
  const { t } = useOrderTexts();
  const choices = useInspectionChoices();
  const resolver = useLocalisedResolver(
    useMemo(
      () =>
        schemaResolver<AcceptFormValues, OrderUpdate>(orderUpdateSchema, (values) =>
          toAcceptUpdate(order, values),
        ),
      [order],
    ),
  );
  const form = useForm<AcceptFormValues, unknown, OrderUpdate>({
    resolver,
    defaultValues: acceptFormValues(order),
  });
  const { control } = form;
  const submit = serverSubmit(form, onAccept, {
    fields: ['inspectionTypeId', 'inspectorId', 'preferredDate', 'preferredTime'],
  });

  return (
    <FormDialog
      title={t('accept.title', { number: order.number })}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="accept-order-dialog"
      saveTestId="accept-order-confirm"
      saveLabel={t('accept.confirm')}
      busyLabel={t('accept.accepting')}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('accept.intro')}</Typography>
      {choices.isError && <Alert severity="warning">{t('accept.choicesError')}</Alert>}
      <FormTextField
        control={control}
        name="inspectionTypeId"
        select
        label={t('accept.inspectionType')}
        helperText={t('accept.inspectionTypeHelp')}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'accept-inspection-type' } }}
      >
        {order.types.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormSelectField
        control={control}
        name="inspectorId"
        label={t('accept.inspector')}
        options={choices.data?.inspectors ?? []}
        noneLabel={t('accept.noInspector')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateTimeInput
          control={control}
          name="preferredDate"
          kind="date"
          label={t('accept.date')}
          required
          fullWidth
        />
        <FormDateTimeInput
          control={control}
          name="preferredTime"
          kind="time"
          label={t('accept.time')}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}

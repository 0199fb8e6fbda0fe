import { useForm } from 'react-hook-form';
import { orderTypeCreateSchema, type OrderTypeCreate } from '@syna/contracts/orders';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useCreateOrderType, useInspectionChoices } from '@/features/orders/api';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import {
  orderTypeFormValues,
  toOrderTypeBody,
  type OrderTypeFormValues,
} from '@/features/orders/order-type-form';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderTypeFields } from './order-type-fields';

const resolver = schemaResolver<OrderTypeFormValues, OrderTypeCreate>(orderTypeCreateSchema, toOrderTypeBody);

/** Adds an order type; a taken name (409) is shown on the name. */
export function OrderTypeFormDialog({ onClose }: { onClose(): void }) {
  const { t } = useOrderTexts();
  const create = useCreateOrderType();
  const choices = useInspectionChoices();
  const form = useForm<OrderTypeFormValues, unknown, OrderTypeCreate>({
    resolver: useLocalisedResolver(resolver),
    defaultValues: orderTypeFormValues(null),
  });
  const submit = serverSubmit(
    form,
    async (body) => {
      const created = await create.mutateAsync(body);
      showSnackbar({ subject: t('orderTypes.created', { name: created.name }) });
      onClose();
    },
    { fields: ['name', 'description', 'inspectionTypeIds', 'hidden'], conflict: 'name' },
  );
  return (
    <FormDialog
      title={t('orderTypes.create')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="order-type-form-dialog"
      saveTestId="order-type-save"
    >
      <OrderTypeFields control={form.control} inspectionTypes={choices.data?.types ?? []} autoFocus />
    </FormDialog>
  );
}

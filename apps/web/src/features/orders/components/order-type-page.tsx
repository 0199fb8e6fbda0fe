import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderTypeUpdateSchema, type OrderType, type OrderTypeUpdate } from '@syna/contracts/orders';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { EditFormFrame } from '@/lib/ui/edit-form-frame';
import { useInspectionChoices, useOrderType, useUpdateOrderType } from '@/features/orders/api';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { appPaths } from '@/lib/navigation/app-paths';
import {
  orderTypeFormValues,
  toOrderTypeBody,
  type OrderTypeFormValues,
} from '@/features/orders/order-type-form';
import { useOrderTexts } from '@/features/orders/texts';
import { useArchiveOrderType } from '@/features/orders/use-archive-order-type';
import { DeleteOrderTypeDialog } from './delete-order-type-dialog';
import { OrderTypeFields } from './order-type-fields';

const resolver = schemaResolver<OrderTypeFormValues, OrderTypeUpdate>(orderTypeUpdateSchema, toOrderTypeBody);

function OrderTypeEditor({ type }: { type: OrderType }) {
  const tenantId = useTenantId();
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  const update = useUpdateOrderType();
  const archive = useArchiveOrderType();
  const choices = useInspectionChoices();
  const [deleting, setDeleting] = useState(false);
  const values = useMemo(() => orderTypeFormValues(type), [type]);
  const form = useForm<OrderTypeFormValues, unknown, OrderTypeUpdate>({
    resolver: useLocalisedResolver(resolver),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = serverSubmit(
    form,
    async (changes) => {
      const saved = await update.mutateAsync({ id: type.id, changes });
      form.reset(orderTypeFormValues(saved));
      showSnackbar({ subject: t('orderTypes.saved') });
    },
    { fields: ['name', 'description', 'inspectionTypeIds', 'hidden'], conflict: 'name' },
  );

  return (
    <Stack spacing={2}>
      {type.archived && <Alert severity="info">{t('orderTypes.archivedNotice')}</Alert>}
      <EditFormFrame
        form={form}
        submit={submit}
        values={values}
        labels={{ save: t('actions.save'), saving: t('actions.saving'), reset: t('orderTypes.reset') }}
        testId="order-type-form"
        saveTestId="order-type-save"
      >
        <Typography variant="h2">{t('orderTypes.details')}</Typography>
        <OrderTypeFields control={form.control} inspectionTypes={choices.data?.types ?? []} />
      </EditFormFrame>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => void archive.setArchived(type, !type.archived)}
          disabled={archive.pending}
        >
          {type.archived ? t('orderTypes.unarchive') : t('orderTypes.archive')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDeleting(true)}
          data-testid="order-type-delete"
        >
          {t('orderTypes.delete')}
        </Button>
      </Stack>
      {deleting && (
        <DeleteOrderTypeDialog
          type={type}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(appPaths.adminPage(tenantId, 'orderType'), { replace: true })}
        />
      )}
    </Stack>
  );
}

/** `/:tenant/admin/order-type/:id`: one order type, to change, archive or delete. */
export function OrderTypePage() {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const type = useOrderType(id);

  return (
    <Stack spacing={2} data-testid="order-type-page">
      <Typography variant="h1">{type.data?.name ?? t('orderTypes.singular')}</Typography>
      <DetailPageFrame
        query={type}
        skeleton={[320]}
        heading={false}
        notFound={{
          title: t('orderTypes.notFoundTitle'),
          body: t('orderTypes.notFoundBody'),
          testId: 'order-type-not-found',
          backTo: appPaths.adminPage(tenantId, 'orderType'),
          backLabel: t('orderTypes.title'),
        }}
        errorTitle={t('orderTypes.loadError')}
      >
        {(data) => <OrderTypeEditor key={data.id} type={data} />}
      </DetailPageFrame>
    </Stack>
  );
}

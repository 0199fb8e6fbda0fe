import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { orderTypeUpdateSchema, type OrderType, type OrderTypeUpdate } from '@syna/contracts/orders';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { isHttpError } from '@/lib/http/http-error';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
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
  const busy = form.formState.isSubmitting;

  return (
    <Stack spacing={2}>
      {type.archived && <Alert severity="info">{t('orderTypes.archivedNotice')}</Alert>}
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, sm: 3 } }}
        data-testid="order-type-form"
      >
        <Stack spacing={2.5}>
          <Typography variant="h2">{t('orderTypes.details')}</Typography>
          <OrderTypeFields control={form.control} inspectionTypes={choices.data?.types ?? []} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="order-type-save">
              {busy ? t('actions.saving') : t('actions.save')}
            </Button>
            <Button onClick={() => form.reset(values)} disabled={busy || !form.formState.isDirty}>
              {t('orderTypes.reset')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
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
  const common = useTranslation();
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  const type = useOrderType(id);

  let content;
  if (type.isPending) {
    content = <Skeleton variant="rounded" height={320} aria-label={common.t('common.loading')} />;
  } else if (type.isError) {
    const status = isHttpError(type.error) ? type.error.status : null;
    content =
      status === 404 || status === 400 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={SearchOffIcon}
            title={t('orderTypes.notFoundTitle')}
            body={t('orderTypes.notFoundBody')}
            testId="order-type-not-found"
          >
            <Button component={RouterLink} to={appPaths.adminPage(tenantId, 'orderType')} variant="contained">
              {t('orderTypes.title')}
            </Button>
          </EmptyState>
        </Paper>
      ) : (
        <LoadError
          title={t('orderTypes.loadError')}
          detail={type.error.message}
          onRetry={() => void type.refetch()}
        />
      );
  } else {
    content = <OrderTypeEditor key={type.data.id} type={type.data} />;
  }
  return (
    <Stack spacing={2} data-testid="order-type-page">
      <Typography variant="h1">{type.data?.name ?? t('orderTypes.singular')}</Typography>
      {content}
    </Stack>
  );
}

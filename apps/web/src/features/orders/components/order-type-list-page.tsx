import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { OrderType } from '@syna/contracts/orders';
import { ArchivableListToolbar } from '@/lib/lists/archivable-list-toolbar';
import { ArchivableListStatus } from '@/lib/lists/archivable-list-status';
import { ArchivableRow, ArchivableRows } from '@/lib/lists/archivable-rows';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useOrderTypes } from '@/features/orders/api';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderTexts } from '@/features/orders/texts';
import { useArchiveOrderType } from '@/features/orders/use-archive-order-type';
import { DeleteOrderTypeDialog } from './delete-order-type-dialog';
import { OrderTypeFormDialog } from './order-type-form-dialog';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/** `/:tenant/admin/order-type`: the order types the public order page offers (administrators only). */
export function OrderTypeListPage() {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  const tenantId = useTenantId();
  const list = useOrderTypes();
  const archive = useArchiveOrderType();
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<OrderType | null>(null);
  const all = list.data ?? [];
  const items = showArchived ? all : all.filter((type) => !type.archived);

  return (
    <Stack spacing={2} data-testid="order-type-list-page">
      <Typography id="order-types-title" variant="h1">
        {t('orderTypes.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('orderTypes.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <ArchivableListToolbar
            showArchived={showArchived}
            onShowArchivedChange={setShowArchived}
            showArchivedLabel={t('orderTypes.showArchived')}
            action={
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setCreating(true)}
                data-testid="order-type-create"
              >
                {t('orderTypes.create')}
              </Button>
            }
          />
          <ArchivableListStatus
            list={list}
            shown={items.length}
            loadError={t('orderTypes.loadError')}
            noneActive={t('orderTypes.noneActive')}
            empty={{
              icon: CategoryOutlinedIcon,
              title: t('orderTypes.emptyTitle'),
              body: t('orderTypes.emptyBody'),
              testId: 'order-type-empty',
            }}
          />
          <ArchivableRows
            items={items}
            listId="orderTypes"
            labelledBy="order-types-title"
            row={(type) => (
              <ArchivableRow
                key={type.id}
                name={label(type)}
                href={appPaths.adminPage(tenantId, 'orderType', type.id)}
                detail={type.inspectionTypes.map(label).join(', ')}
                chips={[
                  ...(type.hidden ? [{ label: t('orderTypes.hidden'), outlined: true }] : []),
                  ...(type.archived ? [{ label: t('orderTypes.archived') }] : []),
                ]}
                archived={type.archived}
                labels={{
                  actions: t('orderTypes.actionsFor', { name: label(type) }),
                  archive: t('orderTypes.archive'),
                  unarchive: t('orderTypes.unarchive'),
                  delete: t('orderTypes.delete'),
                }}
                onArchive={(archived) => void archive.setArchived(type, archived)}
                onDelete={() => setDeleting(type)}
                testId="order-type-row"
                dataId={type.id}
              />
            )}
          />
        </Stack>
      </Paper>
      {creating && <OrderTypeFormDialog onClose={() => setCreating(false)} />}
      {deleting && <DeleteOrderTypeDialog type={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

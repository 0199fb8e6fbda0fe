import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { OrderType } from '@syna/contracts/orders';
import { ArchivableListToolbar } from '@/lib/lists/archivable-list-toolbar';
import { ArchivableListStatus } from '@/lib/lists/archivable-list-status';
import { LocalPagination, useLocalPaging } from '@/lib/lists/local-paging';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useOrderTypes } from '@/features/orders/api';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderTexts } from '@/features/orders/texts';
import { useArchiveOrderType } from '@/features/orders/use-archive-order-type';
import { DeleteOrderTypeDialog } from './delete-order-type-dialog';
import { OrderTypeFormDialog } from './order-type-form-dialog';

function OrderTypeRow({
  type,
  href,
  onArchive,
  onDelete,
}: {
  type: OrderType;
  href: string;
  onArchive(archived: boolean): void;
  onDelete(): void;
}) {
  const { t } = useOrderTexts();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="order-type-row"
      data-id={type.id}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={href} sx={{ fontWeight: 600 }}>
          {type.name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {type.inspectionTypes.map((inspectionType) => inspectionType.name).join(', ')}
        </Typography>
      </Box>
      {type.hidden && <Chip size="small" variant="outlined" label={t('orderTypes.hidden')} />}
      {type.archived && <Chip size="small" label={t('orderTypes.archived')} />}
      <IconButton
        aria-label={t('orderTypes.actionsFor', { name: type.name })}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onArchive(!type.archived);
          }}
        >
          {type.archived ? t('orderTypes.unarchive') : t('orderTypes.archive')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          {t('orderTypes.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}

/** `/:tenant/admin/order-type`: the order types the public order page offers (administrators only). */
export function OrderTypeListPage() {
  const { t } = useOrderTexts();
  const tenantId = useTenantId();
  const list = useOrderTypes();
  const archive = useArchiveOrderType();
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<OrderType | null>(null);
  const all = list.data ?? [];
  const items = showArchived ? all : all.filter((type) => !type.archived);
  const paging = useLocalPaging(items, 'orderTypes');

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
          {items.length > 0 && (
            <>
              <Box
                component="ul"
                aria-labelledby="order-types-title"
                sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
              >
                {paging.rows.map((type) => (
                  <OrderTypeRow
                    key={type.id}
                    type={type}
                    href={appPaths.adminPage(tenantId, 'orderType', type.id)}
                    onArchive={(archived) => void archive.setArchived(type, archived)}
                    onDelete={() => setDeleting(type)}
                  />
                ))}
              </Box>
              <LocalPagination paging={paging} />
            </>
          )}
        </Stack>
      </Paper>
      {creating && <OrderTypeFormDialog onClose={() => setCreating(false)} />}
      {deleting && <DeleteOrderTypeDialog type={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

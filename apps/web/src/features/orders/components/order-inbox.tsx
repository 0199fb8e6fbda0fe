import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useCountText } from '@/lib/lists/list-total';
import { LoadError } from '@/lib/ui/load-error';
import { useOrderInbox } from '@/features/orders/list-queries';
import { appPaths } from '@/lib/navigation/app-paths';
import { useOrderLiveRefresh } from '@/features/orders/order-live-refresh';
import { DEFAULT_ORDER_FILTER, orderListPath } from '@/features/orders/order-filter';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderCards } from './order-cards';

/** How many new orders the dashboard shows; the rest are a link away. */
const INBOX_SIZE = 25;

interface OrderInboxProps {
  /** Shown when no order is waiting (the dashboard's own empty view). */
  empty: ReactNode;
}

/**
 * The dashboard's inbox: new orders, newest first, each with customer, address, preferred date
 * and order type, opening the order. A new order arriving live appears without a reload.
 */
export function OrderInbox({ empty }: OrderInboxProps) {
  const { t } = useOrderTexts.firstLoad();
  const countText = useCountText();
  const common = useTranslation();
  const tenantId = useTenantId();
  useOrderLiveRefresh();
  const inbox = useOrderInbox(1, INBOX_SIZE);

  if (inbox.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-label={common.t('common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={112} />
        ))}
      </Stack>
    );
  }
  if (inbox.isError) {
    return (
      <LoadError
        title={t('inbox.errorTitle')}
        detail={inbox.error.message}
        onRetry={() => void inbox.refetch()}
      />
    );
  }
  if (inbox.data.total === 0) return empty;
  const more = inbox.data.total - inbox.data.items.length;
  return (
    <Stack spacing={2} data-testid="order-inbox" data-total={inbox.data.total}>
      <OrderCards
        items={inbox.data.items}
        hrefOf={(item) => appPaths.order(tenantId, item.id)}
        label={t('inbox.label')}
        cardTestId="order-inbox-row"
        grid
      />
      <Button
        component={RouterLink}
        to={orderListPath(tenantId, { ...DEFAULT_ORDER_FILTER, statuses: ['new'] })}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="order-inbox-all"
      >
        {t('actions.showAll')}
        {more > 0
          ? ` (${t('inbox.more', { number: countText(more, inbox.data.totalIsExact !== false) })})`
          : ''}
      </Button>
    </Stack>
  );
}
